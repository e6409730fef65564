import PlaygroundKit
import Testing
import TestSupport

@Suite struct CompileCommandTests {
    func shell(compiler: ((Snippet) -> (output: String, status: Int32)?)?) -> Shell {
        let shell = Shell(catalog: .testing, environment: Shell.Environment(compiler: compiler.map { FakeCompiler(simple: $0) }))
        _ = shell.handle("open fake")
        return shell
    }

    @Test func compilesTheStepsSnippetAndComparesWithTheKeptMessage() {
        var compiled: [String] = []
        let shell = shell { snippet in
            compiled.append(snippet.text)
            return ("/tmp/x/Broken.swift:1:9: error: cannot find 'nope' in scope [#SomeGroup]\n", 1)
        }
        _ = shell.handle("run 1")
        let response = shell.handle("compile")
        #expect(!response.failed)
        #expect(compiled == ["let x = nope"])
        #expect(response.text.plain.contains("    error: cannot find 'nope' in scope\n"))
        #expect(response.text.plain.contains("same message as the lesson keeps"))
        #expect(!shell.handle("compile broken").failed, "by name, any case")
    }

    @Test func saysSoWhenTheCompilerDisagreesOrAccepts() {
        let different = shell { _ in ("f.swift:1:9: error: something else\n", 1) }
        _ = different.handle("run 1")
        #expect(different.handle("compile").text.plain.contains("the lesson keeps a different message"))
        let accepting = shell { _ in ("", 0) }
        _ = accepting.handle("run 1")
        #expect(accepting.handle("compile").text.plain.contains("it compiles now"))
    }

    @Test func badInput() {
        let noCompiler = shell(compiler: nil)
        let unavailable = noCompiler.handle("compile Broken")
        #expect(unavailable.failed)
        #expect(unavailable.text.plain.contains("no Swift compiler can be run from here"))
        let unknown = noCompiler.handle("compile Brokn")
        #expect(unknown.failed)
        #expect(unknown.text.plain.contains("no refused snippet 'Brokn' (did you mean 'Broken'?)"))
        #expect(noCompiler.handle("compile").text.plain.contains("compile Broken"), "before any step: lists the lesson's snippets")
        let other = Shell(catalog: .testing)
        _ = other.handle("open other")
        #expect(other.handle("compile").failed)
        #expect(noCompiler.completions(for: "compile ") == ["Broken", "app"])
    }

    @Test func normalizesCompilerOutput() {
        let output = """
            /tmp/a.swift:5:16: error: static property 'x' is not concurrency-safe [#MutableGlobalVariable]
            /tmp/a.swift:5:16: note: convert 'x' to a 'let' constant
            3 | 
              |  `- error: ignored: not a diagnostic line of llvm style
            """
        #expect(CompilerDiagnostics.normalize(output) == [
            "error: static property 'x' is not concurrency-safe",
            "note: convert 'x' to a 'let' constant",
        ])
    }

    // MARK: - The compiler's command line, written once

    @Test func theInvocationIsTheOneCompileShows() {
        let typecheck = SwiftcInvocation.typecheck(snippet: FakeLesson.broken)
        #expect(typecheck.arguments == ["-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", "Broken.swift"])
        #expect(typecheck.commandLine == "swiftc -typecheck -swift-version 6 Broken.swift")
        #expect(SwiftcInvocation.file(for: FakeLesson.broken) == "Broken.swift")
        #expect(SwiftcInvocation.typecheck(file: "/tmp/a b.swift").arguments.last == "/tmp/a b.swift")
        #expect(SwiftcInvocation.version.arguments == ["--version"])

        let text = LessonOutput.$stray.withValue(LessonOutput()) {
            shell { _ in ("", 1) }.handle("compile Broken").text.plain
        }
        #expect(text.hasPrefix("── " + typecheck.commandLine + "\n"))
    }
}
