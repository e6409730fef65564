import Foundation

/// The environment, read once at the edge; the core never reads it.
enum ProcessEnvironment {
    static var current: [String: String] { ProcessInfo.processInfo.environment }
}
