import Synchronization
import PlaygroundKit
import Testing
import TestSupport

/// `compile` when the compiler does something other than refuse the snippet politely: hangs,
/// crashes, is interrupted, prints too much or in another form, or is another version.
@Suite struct CompileOutcomeTests {
    func shell(_ compile: @escaping (Snippet) -> Result<CompilerRun, CompilerUnavailable>) -> Shell {
        let shell = Shell(catalog: .testing, environment: Shell.Environment(compiler: FakeCompiler { snippet, _ in compile(snippet) }))
        _ = shell.handle("open fake")
        return shell
    }

    func compile(_ run: CompilerRun) -> Shell.Response {
        shell { _ in .success(run) }.handle("compile Broken")
    }

    static let refusal = "/tmp/x/Broken.swift:1:9: error: cannot find 'nope' in scope\nlet x = nope\n        ^\n"

    @Test func aHangingCompilerIsReportedAsStoppedAtTheLimit() {
        let response = compile(CompilerRun(output: "", ending: .timedOut(limit: .seconds(60))))
        #expect(response.failed)
        #expect(response.text.plain.contains("error: swiftc did not finish within 1m, so it was stopped"))
    }

    @Test func ctrlCSaysInterruptedAndTheShellGoesOn() {
        let response = compile(CompilerRun(output: "", ending: .interrupted))
        #expect(response.failed)
        #expect(!response.quit)
        #expect(response.text.plain.contains("error: interrupted: swiftc was stopped (Ctrl-C); the shell carries on"))
    }

    @Test func aCrashShowsWhatTheCompilerPrinted() {
        let dump = """
            Stack dump:
            0.\tProgram arguments: /usr/bin/swift-frontend -frontend -typecheck Broken.swift
            1.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
            """
        let response = compile(CompilerRun(output: dump, ending: .crashed(signal: 11)))
        #expect(response.failed)
        let text = response.text.plain
        #expect(text.contains("  it printed:\n    Stack dump:\n    0.\tProgram arguments:"))
        #expect(text.contains("error: swiftc was ended by signal 11"))
    }

    @Test func aCompilerExiting127IsNotAMissingCompiler() {
        let response = shell { _ in .success(CompilerRun(output: "swiftc: error while loading shared libraries\n", ending: .exited(127))) }
            .handle("compile Broken")
        #expect(response.failed)
        #expect(!response.text.plain.contains("no Swift compiler"))
        #expect(response.text.plain.contains("swiftc: error while loading shared libraries"))
        #expect(response.text.plain.contains("error: swiftc failed (exit status 127)"))
    }

    @Test func noCompilerSaysWhy() {
        let response = shell { _ in .failure(CompilerUnavailable("there is no swiftc on PATH")) }.handle("compile Broken")
        #expect(response.failed)
        #expect(response.text.plain.contains("error: no Swift compiler can be run from here: there is no swiftc on PATH"))
    }

    @Test func driverErrorsWithoutAFileAreShown() {
        let response = compile(CompilerRun(output: "error: unable to execute command: Killed\n<unknown>:0: error: unable to open output file\n", ending: .exited(1)))
        let text = response.text.plain
        #expect(text.contains("    error: unable to execute command: Killed\n"))
        #expect(text.contains("    error: unable to open output file\n"))
    }

    @Test func truncatedOutputIsNoted() {
        let response = compile(CompilerRun(output: Self.refusal + "error: cut at the c", ending: .exited(1), discardedBytes: 5_000_000))
        #expect(response.text.plain.contains("output truncated: 4 MiB more were thrown away"))
        #expect(!response.text.plain.contains("cut at the c"), "the line cut at the cap is left out")
        #expect(response.text.plain.contains("same message as the lesson keeps"))
        let small = compile(CompilerRun(output: Self.refusal, ending: .exited(1), discardedBytes: 12))
        #expect(small.text.plain.contains("output truncated: 12 bytes more were thrown away"))
    }

    @Test func endlessDiagnosticsAreCapped() {
        let flood = String(repeating: "f.swift:1:1: error: forever\n", count: 10_000)
        let response = compile(CompilerRun(output: flood, ending: .timedOut(limit: .seconds(2)), discardedBytes: 1 << 30))
        let text = response.text.plain
        #expect(text.components(separatedBy: "error: forever").count - 1 == 50)
        #expect(text.contains("… 9950 more lines"))
        #expect(text.contains("output truncated: 1024 MiB more were thrown away"))
    }

    @Test func anotherCompilerVersionWordingItDifferentlyIsANote() {
        let response = compile(CompilerRun(output: "B.swift:1:9: error: 'nope' is not in scope\n", ending: .exited(1), compilerVersion: "6.0.3"))
        #expect(!response.failed)
        let text = response.text.plain
        #expect(text.contains("── swiftc -typecheck -swift-version 6 Broken.swift (Swift 6.0.3)"))
        #expect(text.contains("your compiler, Swift 6.0.3, words it differently: the lesson keeps a different message, recorded with Swift \(CompilerDiagnostics.recordedVersion):"))
        #expect(text.contains("    error: cannot find 'nope' in scope"))
    }

    @Test func theRecordedVersionWordingItDifferentlyMeansTheLessonIsOutOfDate() {
        let recorded = CompilerDiagnostics.recordedVersion
        let response = compile(CompilerRun(output: "B.swift:1:9: error: 'nope' is not in scope\n", ending: .exited(1), compilerVersion: recorded))
        #expect(response.text.plain.contains("though it was recorded with this very compiler (Swift \(recorded)): the lesson is out of date"))
    }

    @Test func anotherVersionAcceptingTheSnippetSaysWhich() {
        let response = compile(CompilerRun(output: "", ending: .exited(0), compilerVersion: "7.0"))
        #expect(response.text.plain.contains("it compiles now: Swift 7.0 accepts what Swift \(CompilerDiagnostics.recordedVersion) refused"))
    }

    // MARK: - Reading compiler output

    @Test func sourceCaretAndFixItLinesAreNotOtherOutput() {
        let output = """
            NaiveGlobal.swift:8:16: error: static property 'container' is not concurrency-safe [#MutableGlobalVariable]
                static var container: IContainer!
                           ^
            NaiveGlobal.swift:8:16: note: convert 'container' to a 'let' constant
                static var container: IContainer!
                       ~~~ ^
                       let
            NaiveGlobal.swift:3:1: note: add '@MainActor'
            var x = 1
            ^
            @MainActor\u{20}
            <unknown>:0: error: unable to load standard library
            Please submit a bug report
            Stack dump:

            """
        let reading = CompilerDiagnostics.read(output)
        #expect(reading.diagnostics == [
            "error: static property 'container' is not concurrency-safe",
            "note: convert 'container' to a 'let' constant",
            "note: add '@MainActor'",
            "error: unable to load standard library",
        ])
        #expect(reading.otherLines == ["Please submit a bug report", "Stack dump:"])
    }

    @Test func unpredictableOutputIsCapped() {
        let lines = (1...100).map { "line \($0)" } + [String(repeating: "x", count: 1000)]
        let shown = CompilerDiagnostics.excerpt(lines, maxLines: 20, maxLength: 50)
        #expect(shown.count == 21)
        #expect(shown.last == "… 81 more lines")
        #expect(CompilerDiagnostics.excerpt([String(repeating: "x", count: 1000)], maxLength: 50) == [String(repeating: "x", count: 49) + "…"])
    }

    // MARK: - Versions

    @Test func versionsFromSwiftcVersion() {
        #expect(CompilerDiagnostics.version(fromVersionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n") == "6.3.1")
        #expect(CompilerDiagnostics.version(fromVersionOutput: "Apple Swift version 6.1.2 (swiftlang-6.1.2.1.2 clang-1700.0.13.5)\n") == "6.1.2")
        #expect(CompilerDiagnostics.version(fromVersionOutput: "Swift version 6.4-dev (LLVM abc, Swift def)\n") == "6.4-dev")
        #expect(CompilerDiagnostics.version(fromVersionOutput: "I am a fake compiler\n") == nil)
        #expect(CompilerDiagnostics.sameVersion("6.3", "6.3.0"))
        #expect(CompilerDiagnostics.sameVersion("6.3.1", "6.3.1"))
        #expect(!CompilerDiagnostics.sameVersion("6.3.1", "6.3"))
        #expect(!CompilerDiagnostics.sameVersion("6.3.1", "6.3.10"))
    }

    @Test func comparingWithTheKeptMessage() {
        let kept = ["error: cannot find 'nope' in scope"]
        let recorded = CompilerDiagnostics.recordedVersion
        #expect(CompilerDiagnostics.compare(kept: kept, diagnostics: kept + ["note: x"], refused: true, compilerVersion: "5.10") == .same)
        #expect(CompilerDiagnostics.compare(kept: kept, diagnostics: kept, refused: false, compilerVersion: recorded) == .accepted)
        #expect(CompilerDiagnostics.compare(kept: kept, diagnostics: ["error: other"], refused: true, compilerVersion: recorded) == .changed)
        #expect(CompilerDiagnostics.compare(kept: kept, diagnostics: ["error: other"], refused: true, compilerVersion: "6.2") == .otherWording(installed: "6.2"))
        #expect(CompilerDiagnostics.compare(kept: kept, diagnostics: ["error: other"], refused: true, compilerVersion: nil) == .otherWording(installed: nil))
    }

    // MARK: - An Xcode 26 app target's settings (issue 36 §1)

    @Test func appTakesTheAppTargetsSettingsAndShowsThem() {
        let asked = Mutex<[SwiftcInvocation.Setting]>([])
        let shell = Shell(catalog: .testing, environment: Shell.Environment(compiler: FakeCompiler { _, setting in
            asked.withLock { $0.append(setting) }
            return .success(CompilerRun(output: Self.refusal, ending: .exited(1)))
        }))
        _ = shell.handle("open fake")
        let app = LessonOutput.$stray.withValue(LessonOutput()) { shell.handle("compile app Broken").text.plain }
        let plain = LessonOutput.$stray.withValue(LessonOutput()) { shell.handle("compile Broken").text.plain }
        #expect(asked.withLock { $0 } == [.appTarget, .package])
        #expect(app.hasPrefix("── swiftc -typecheck -swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances Broken.swift\n"))
        #expect(plain.hasPrefix("── swiftc -typecheck -swift-version 6 Broken.swift\n"))
        #expect(app.contains("same message as the lesson keeps"), "no '// app:' lines: the package's message is the app target's too")
    }

    @Test func aSnippetAnAppTargetCompilesIsCheckedAsCompiling() {
        func run(_ line: String, _ compiler: CompilerRun) -> String {
            let shell = Shell(catalog: Catalog([AppTargetLesson.self]), environment: Shell.Environment(compiler: FakeCompiler { _, _ in .success(compiler) }))
            _ = shell.handle("open app-target")
            return LessonOutput.$stray.withValue(LessonOutput()) { shell.handle(line).text.plain }
        }
        let accepted = CompilerRun(output: "", ending: .exited(0))
        let refused = CompilerRun(output: Self.refusal, ending: .exited(1))
        #expect(run("compile Global app", accepted).contains("it compiles, as the lesson says it does with these settings"))
        #expect(run("compile app Global", refused).contains("the lesson says it compiles with these settings (Swift"))
        #expect(run("compile Global", refused).contains("same message as the lesson keeps"))
    }
}

/// One step showing a snippet a package refuses and an Xcode 26 app target compiles.
final class AppTargetLesson: Lesson {
    static let id = "app-target"
    static let title = "App target"
    static let summary = "A global."
    static let source = "the test suite"
    static let global = Snippet(
        name: "Global", file: "Tests/Global.swift", lines: 1...1, text: "var global = 0",
        compilerMessage: "error: cannot find 'nope' in scope", appTargetMessage: ""
    )

    init(context: LessonContext) {}

    var steps: [Step] { [Step("Only", text: "A global.", code: [Self.global]) { _ in }] }
}
