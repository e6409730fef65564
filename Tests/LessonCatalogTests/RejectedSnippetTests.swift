import Foundation
import PlaygroundKit
import Testing

/// Snippets under Lessons/*/Rejected/ are shown with the compiler's message, kept in the file's
/// `// expect:` lines so transcripts are identical everywhere. This compiles each one with the
/// installed swiftc and fails if it compiles or refuses it without an error.
///
/// The kept wording is the one of Swift `CompilerDiagnostics.recordedVersion`. With that compiler
/// the test fails when the wording changes; with another, a different wording is expected now and
/// then, and is printed as a note instead of failing the suite.
@Suite struct RejectedSnippetTests {
    static var files: [URL] {
        Paths.folders(in: Paths.lessons).flatMap { lesson -> [URL] in
            let folder = Paths.lessons.appending(path: "\(lesson)/Rejected")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
        }
    }

    @Test(arguments: RejectedSnippetTests.files)
    func stillRejectedWithTheKeptMessage(_ file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = source.split(separator: "\n").prefix { $0.hasPrefix("// expect: ") }.map { String($0.dropFirst("// expect: ".count)) }
        #expect(!expected.isEmpty, "\(file.lastPathComponent) has no '// expect:' lines")
        let result = try Compiler.typecheck(file)
        #expect(result.status != 0, "\(file.lastPathComponent) compiles, but the lesson says it does not")
        #expect(result.diagnostics.contains { $0.hasPrefix("error: ") }, """
            \(file.lastPathComponent): the compiler refuses it without an error message; it printed:
            \(result.output)
            """)
        let version = Compiler.version
        let comparison = CompilerDiagnostics.compare(kept: expected, diagnostics: result.diagnostics, refused: result.status != 0, compilerVersion: version)
        let said = result.diagnostics.map { "  " + $0 }.joined(separator: "\n")
        switch comparison {
        case .same, .accepted:
            break  // accepted: reported above
        case .changed:
            for line in expected where !result.diagnostics.contains(line) {
                Issue.record("""
                    \(file.lastPathComponent): Swift \(version ?? "?"), the compiler the message was recorded with, no longer says
                      \(line)
                    it says:
                    \(said)
                    """)
            }
        case .otherWording(let installed):
            print("""
                note: \(file.lastPathComponent): Swift \(installed ?? "(version unknown)") words it differently from \
                Swift \(CompilerDiagnostics.recordedVersion), whose message the lesson keeps; it says:
                \(said)
                """)
        }
    }

    @Test func theRecordedVersionIsAVersion() {
        let recorded = CompilerDiagnostics.recordedVersion
        #expect(CompilerDiagnostics.version(fromVersionOutput: "Swift version \(recorded) (swift-\(recorded)-RELEASE)") == recorded)
    }
}

/// Runs the installed `swiftc` the way `compile` does (`SwiftcInvocation`): Swift 6 language mode,
/// type-check only.
enum Compiler {
    struct Result {
        var status: Int32
        var output: String
        /// `error: ...` / `note: ...` lines, without file positions or `[#Group]` tags.
        var diagnostics: [String]
    }

    /// The installed compiler's version (`6.3.1`), asked once.
    static let version: String? = {
        guard let result = try? run(SwiftcInvocation.version) else { return nil }
        return CompilerDiagnostics.version(fromVersionOutput: result.output)
    }()

    static func typecheck(_ file: URL) throws -> Result {
        let result = try run(SwiftcInvocation.typecheck(file: file.path))
        return Result(status: result.status, output: result.output, diagnostics: CompilerDiagnostics.normalize(result.output))
    }

    /// `swiftc` from PATH, run as `invocation` says (as `compile` runs it); stopped if it takes
    /// more than two minutes.
    private static func run(_ invocation: SwiftcInvocation) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + invocation.arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
