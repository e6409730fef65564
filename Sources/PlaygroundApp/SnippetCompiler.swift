import Foundation
import Platform
import PlaygroundKit

/// Runs the installed `swiftc` on a snippet the lessons say does not compile, for `compile`.
///
/// Which compiler: `PLAYGROUND_SWIFTC` (a path, or a name looked up on `PATH`), else `swiftc` on
/// `PATH`. It is run directly, not through `env`, so "no compiler" and "a compiler that exits 127"
/// are told apart. How long it may take: `PLAYGROUND_COMPILE_TIME_LIMIT` seconds (default 60).
/// Its output is capped at 1 MiB, and Ctrl-C stops it rather than the shell.
enum SnippetCompiler {
    struct Configuration: Sendable {
        /// The compiler's absolute path, or why there is none.
        var compiler: Result<String, CompilerUnavailable>
        var limits: ChildProcess.Limits

        static let defaultTimeLimit = Duration.seconds(60)

        init(compiler: Result<String, CompilerUnavailable>, limits: ChildProcess.Limits = ChildProcess.Limits(time: defaultTimeLimit)) {
            self.compiler = compiler
            self.limits = limits
        }

        init(environment: [String: String]) {
            let searchPath = environment["PATH"]
            if let chosen = environment["PLAYGROUND_SWIFTC"], !chosen.isEmpty {
                compiler = ChildProcess.findExecutable(chosen, searchPath: searchPath).map { .success($0) }
                    ?? .failure(CompilerUnavailable("PLAYGROUND_SWIFTC is '\(chosen)', which is not an executable file"))
            } else {
                compiler = ChildProcess.findExecutable("swiftc", searchPath: searchPath).map { .success($0) }
                    ?? .failure(CompilerUnavailable("there is no swiftc on PATH"))
            }
            var time = Self.defaultTimeLimit
            if let text = environment["PLAYGROUND_COMPILE_TIME_LIMIT"], let seconds = Double(text), seconds > 0, seconds < 1e9 {
                time = .milliseconds(Int64((seconds * 1000).rounded(.up)))
            }
            limits = ChildProcess.Limits(time: time)
        }
    }

    /// Read from the environment once, on first use.
    static let configuration = Configuration(environment: ProcessEnvironment.current)

    /// `Shell.Environment.compile`.
    static func typecheck(_ snippet: Snippet, setting: SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable> {
        typecheck(snippet, configuration: configuration, setting: setting)
    }

    static func typecheck(_ snippet: Snippet, configuration: Configuration, setting: SwiftcInvocation.Setting = .package) -> Result<CompilerRun, CompilerUnavailable> {
        let compiler: String
        switch configuration.compiler {
        case .failure(let unavailable): return .failure(unavailable)
        case .success(let path): compiler = path
        }
        let file = SwiftcInvocation.file(for: snippet)
        let invocation = SwiftcInvocation.typecheck(file: file, setting: setting)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                compiler,
                arguments: invocation.arguments,
                limits: configuration.limits,
                interruptible: true
            ) { folder in
                try Data(snippet.text.utf8).write(to: URL(fileURLWithPath: folder).appending(path: file))
            }
        } catch {
            return .failure(CompilerUnavailable("\(error)"))
        }
        var run = CompilerRun(output: outcome.text, ending: .exited(0), discardedBytes: outcome.discardedBytes)
        switch outcome.ending {
        case .exited(let status):
            run.ending = .exited(status)
            run.compilerVersion = version(of: compiler, limits: configuration.limits)
        case .signalled(let signal): run.ending = .crashed(signal: signal)
        case .timedOut: run.ending = .timedOut(limit: configuration.limits.time)
        case .cancelled, .interrupted: run.ending = .interrupted
        }
        return .success(run)
    }

    /// Versions already asked for, by compiler path.
    private static let versions = Cache()

    /// `6.3.1`, from `<compiler> --version`, asked once per compiler; nil when it cannot say.
    static func version(of compiler: String, limits: ChildProcess.Limits) -> String? {
        if let known = versions[compiler] { return known }
        var quick = limits
        quick.time = min(limits.time, .seconds(30))
        quick.output = 64 * 1024
        guard let outcome = try? ChildProcess.run(compiler, arguments: SwiftcInvocation.version.arguments, limits: quick, interruptible: true),
              outcome.ending == .exited(0),
              let version = CompilerDiagnostics.version(fromVersionOutput: outcome.text) else { return nil }
        versions[compiler] = version
        return version
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: String] = [:]

        subscript(key: String) -> String? {
            get { lock.withLock { values[key] } }
            set { lock.withLock { values[key] = newValue } }
        }
    }
}
