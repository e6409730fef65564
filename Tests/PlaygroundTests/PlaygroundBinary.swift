import Foundation
import PlaygroundKit
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `playground` executable SwiftPM built next to this test bundle, run as a separate process.
enum PlaygroundBinary {
    /// The executable: the first folder from the tests' build folder up that holds `playground`.
    static let url: URL? = {
        var folder = URL(fileURLWithPath: RunningProgram.buildFolder)
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("playground")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    struct Result {
        var output: String
        var errors: String
        var status: Int32
        /// Ended by a signal (a trap is SIGILL or SIGTRAP), not by exit.
        var signalled: Bool
    }

    /// A fresh environment: no colour, a history folder of the test's own, and nothing else from
    /// the test process (so the user's own settings never change what a test sees).
    /// Writing to a child that has ended (crashed, or refused its input early) must fail that
    /// test, not end the test process with SIGPIPE: ignored for the whole process, as SwiftNIO
    /// does anyway once a test opens a socket. Children start with the default (Foundation's
    /// `Process` and ChildProcess reset every signal in the child).
    static let brokenPipeIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    static func environment(stateHome: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "HOME": stateHome.path, "XDG_STATE_HOME": stateHome.path, "NO_COLOR": "1",
                           "LANG": "C.UTF-8"]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs the binary with `input` on a pipe; standard output and error are captured.
    static func run(_ arguments: [String], input: String = "", environment: [String: String]) throws -> Result {
        let binary = try #require(url, "the playground binary was not built next to the tests")
        return try run(binary, arguments, input: input, environment: environment)
    }

    /// Runs another executable (a copy of `playground`, `playground-room`) as ``run(_:input:environment:)`` does.
    static func run(_ binary: URL, _ arguments: [String], input: String = "", environment: [String: String]) throws -> Result {
        try runProcess(binary.path, arguments, input: input, environment: environment)
    }

    /// Runs `/bin/sh -c script` with `$0` set to the binary, for redirections a Process cannot
    /// express (`>&-`).
    static func runShell(_ script: String, environment: [String: String]) throws -> Result {
        let binary = try #require(url, "the playground binary was not built next to the tests")
        return try runProcess("/bin/sh", ["-c", script, binary.path], input: "", environment: environment)
    }

    private static func runProcess(_ path: String, _ arguments: [String], input: String, environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes while writing, so a full pipe never blocks either side.
        let outputData = Locked(Data()), errorData = Locked(Data())
        let group = DispatchGroup()
        for (pipe, sink) in [(stdout, outputData), (stderr, errorData)] {
            group.enter()
            let handle = CrossThread(pipe.fileHandleForReading)
            DispatchQueue.global().async {
                let data = handle.value.readDataToEndOfFile()
                sink.withValue { $0 = data }
                group.leave()
            }
        }
        brokenPipeIgnored
        // A child that ended without reading it all: its output says why, the test judges that.
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Result(
            output: String(decoding: outputData.withValue { $0 }, as: UTF8.self),
            errors: String(decoding: errorData.withValue { $0 }, as: UTF8.self),
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal
        )
    }
}

/// A value shared between threads under a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A folder of the test's own, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("playground-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
