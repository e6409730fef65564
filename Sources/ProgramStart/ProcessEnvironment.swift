import Foundation

/// The environment, read once at the edge; the core never reads it.
public enum ProcessEnvironment {
    public static var current: [String: String] { ProcessInfo.processInfo.environment }

    /// One variable, read with getenv(3): for the start of `run` and `list`, where building the
    /// whole dictionary through Foundation cost more than the rest of choosing the colours.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
