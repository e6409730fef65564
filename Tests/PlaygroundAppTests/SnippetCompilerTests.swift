import Foundation
import Platform
@testable import PlaygroundApp
import PlaygroundKit
import Testing

/// `compile` runs the compiler under the runner's limits: a compiler that hangs is stopped at the
/// time limit, one that talks forever is cut at the output cap. Fake compilers from
/// Tests/Fixtures/FakePrograms (never written at test time).
@Suite struct SnippetCompilerTests {
    static let fakes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures/FakePrograms").path
    let snippet = Snippet(name: "example", file: "Lessons/Example/Example.swift", lines: 1...1, text: "let x = 1\n")

    @Test func aCompilerThatHangsIsStoppedAtTheTimeLimit() throws {
        let limits = ChildProcess.Limits(time: .milliseconds(300), grace: .milliseconds(100))
        let configuration = SnippetCompiler.Configuration(compiler: .success(Self.fakes + "/swiftc-hangs"), limits: limits)
        let run = try SnippetCompiler.typecheck(snippet, configuration: configuration).get()
        #expect(run.ending == .timedOut(limit: .milliseconds(300)))
        #expect(run.compilerVersion == nil)
    }

    @Test func aCompilerThatTalksForeverIsCutAtTheCap() throws {
        let limits = ChildProcess.Limits(time: .milliseconds(500), output: 4096, grace: .milliseconds(100))
        let configuration = SnippetCompiler.Configuration(compiler: .success(Self.fakes + "/swiftc-chatty"), limits: limits)
        let run = try SnippetCompiler.typecheck(snippet, configuration: configuration).get()
        #expect(run.output.utf8.count == 4096)
        #expect(run.output.hasPrefix("error: again\nerror: again\n"))
        #expect(run.discardedBytes > 0)
    }

    @Test func theCompilersStatusAndOutputComeBack() throws {
        let configuration = SnippetCompiler.Configuration(compiler: .success(Self.fakes + "/exits-127"))
        let run = try SnippetCompiler.typecheck(snippet, configuration: configuration).get()
        #expect(run.ending == .exited(127))
        #expect(run.output == "swiftc: cannot load libsomething\n")
        #expect(run.compilerVersion == nil)  // `--version` fails too
    }

    @Test func theCompilerIsChosenFromTheEnvironment() {
        let missing = SnippetCompiler.Configuration(environment: ["PATH": Self.fakes + "/nowhere"])
        #expect(missing.compiler == .failure(CompilerUnavailable("there is no swiftc on PATH")))
        let named = SnippetCompiler.Configuration(environment: ["PLAYGROUND_SWIFTC": Self.fakes + "/not-executable", "PLAYGROUND_COMPILE_TIME_LIMIT": "2.5"])
        #expect(named.compiler == .failure(CompilerUnavailable("PLAYGROUND_SWIFTC is '\(Self.fakes)/not-executable', which is not an executable file")))
        #expect(named.limits.time == .milliseconds(2500))
    }
}
