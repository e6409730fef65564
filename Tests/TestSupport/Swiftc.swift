import Foundation
import PlaygroundKit

/// Runs the installed `swiftc` the way `compile` does (`SwiftcInvocation`): Swift 6 language mode,
/// type-check only. For the refused-snippet tests and lessons that check code against their module.
public enum Swiftc {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        /// `error: ...` / `note: ...` lines, without file positions or `[#Group]` tags.
        public var diagnostics: [String]
    }

    /// The installed compiler's version (`6.3.1`), asked once.
    public static let version: String? = {
        guard let result = try? run(SwiftcInvocation.version) else { return nil }
        return CompilerDiagnostics.version(fromVersionOutput: result.output)
    }()

    /// Type-checks `file`; `modules` and `moduleMaps` as in ``SwiftcInvocation/typecheck(file:modules:moduleMaps:)``.
    public static func typecheck(_ file: URL, modules: [String] = [], moduleMaps: [String] = [], setting: SwiftcInvocation.Setting = .package) throws -> Result {
        let result = try run(SwiftcInvocation.typecheck(file: file.path, modules: modules, moduleMaps: moduleMaps, setting: setting))
        return Result(status: result.status, output: result.output, diagnostics: CompilerDiagnostics.normalize(result.output))
    }

    /// `swiftc` from PATH, run as `invocation` says (as `compile` runs it); stopped if it takes
    /// more than two minutes.
    public static func run(_ invocation: SwiftcInvocation) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + invocation.arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let running = CrossThread(process)
        let watchdog = DispatchWorkItem { if running.value.isRunning { running.value.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
