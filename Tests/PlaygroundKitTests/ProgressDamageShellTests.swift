import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
@testable import PlaygroundKit

/// A lesson with one exercise of two hints, for the shell's `hint` and `check` against odd progress.
final class HintedLesson: Lesson {
    static let id = "hinted"
    static let title = "A lesson with an exercise"
    static let summary = "One exercise, two hints."
    static let source = "the test suite"
    static var exercises: [Exercise] {
        [Exercise(id: "counter", title: "Count", task: "Count things.", fileName: "Counter.swift",
                  hints: ["Start at zero.", "Add one."], starter: "// starter\n", solution: "// solution\n",
                  checks: "", folder: "Tests/hinted")]
    }

    init(context: LessonContext) {}
    var steps: [Step] { [Step("Only", text: "The only step.") { _ in }] }
}

/// A damaged progress file, or counters at any value at all, never stop the shell: `hint` and a failing `check`
/// used to trap on `Int.max` and `Int.min` read from the file.
@Suite struct ProgressDamageShellTests {
    let folder = TemporaryFolder("ProgressTests")

    func shell(store: Bool = true) -> ScriptedShell {
        var environment = Shell.Environment()
        if store { environment.files.progress = ProgressStore(url: folder.progressFile) }
        environment.files.workspace = Workspace(root: folder.url.appending(path: "work"))
        environment.checks = FakeChecks { _ in
            CheckReport(results: [.init(name: "counts", status: .failed, message: "wrong")], run: CodeRun(ending: .finished))
        }
        return ScriptedShell(catalog: Catalog([HintedLesson.self]), environment: environment)
    }

    @Test(arguments: [Int.max, Int.min, -1, 2, 3, 1_000])
    func hintWithAnyCountOnRecordShowsAHintAndNeverTraps(_ recorded: Int) {
        let shell = shell(store: false)
        shell.send("open hinted")
        shell.send("exercise 1")
        shell.shell.progress.saved.lessons["hinted"] = LessonProgress(hintsShown: ["counter": recorded])
        let hint = shell.sendPlain("hint")
        #expect(!hint.failed)
        if recorded >= 1 {
            #expect(hint.text.contains("Hint 2 of 2") && hint.text.contains("That was the last hint."), "\(hint.text)")
        } else {
            #expect(hint.text.contains("Hint 1 of 2") && !hint.text.contains("Hint 2 of 2"), "\(hint.text)")
        }
        #expect(shell.shell.progress.saved.lesson("hinted").hintsShown["counter"].map { (0...LessonProgress.maxHintsShown).contains($0) } == true)
    }

    @Test func aFailingCheckWithTheCounterAtIntMaxSaturates() throws {
        let shell = shell(store: false)
        shell.send("open hinted")
        shell.send("exercise 1")
        shell.shell.progress.saved.lessons["hinted"] = LessonProgress(failedChecks: ["counter": Int.max])
        let check = shell.send("check")
        #expect(check.error == .checksFailed(passed: 0, total: 1))
        #expect(shell.shell.progress.saved.lesson("hinted").failedChecks["counter"] == LessonProgress.maxFailedChecks)
        #expect(shell.shell.progress.saved.validationProblem() == nil, "what would be saved loads again")
    }

    @Test(arguments: [
        #"{"version": 1, "lessons": {"hinted": {"hintsShown": {"counter": 9223372036854775807}}}}"#,
        #"{"version": 1, "lessons": {"hinted": {"hintsShown": {"counter": -9223372036854775808}}}}"#,
        #"{"version": 1, "lessons": {"hinted": {"failedChecks": {"counter": 9223372036854775807}}}}"#,
    ])
    func aDamagedFileIsReportedAndTheShellGoesOn(_ contents: String) throws {
        try folder.write(Array(contents.utf8), to: folder.progressFile)
        let shell = shell()
        let opened = shell.sendPlain("open hinted").text
        #expect(opened.contains("warning: The progress file \(folder.progressFile.path) could not be read (`lessons.hinted."), "\(opened)")
        #expect(opened.contains("it was kept as \(folder.progressFile.path).damaged-1"))
        shell.send("exercise 1")
        #expect(shell.sendPlain("hint").text.contains("Hint 1 of 2"))
        #expect(shell.send("check").error == .checksFailed(passed: 0, total: 1))
        #expect(try String(contentsOf: URL(fileURLWithPath: folder.progressFile.path + ".damaged-1"), encoding: .utf8) == contents)
        let saved = ProgressStore(url: folder.progressFile).load()
        #expect(saved.problem == nil)
        #expect(saved.progress.lesson("hinted").failedChecks == ["counter": 1])
        #expect(saved.progress.lesson("hinted").hintsShown == ["counter": 1])
    }

    /// The learner's file is read as the state files are: a named pipe there is refused in words, not waited on.
    @Test func aNamedPipeAtTheExerciseFileIsRefusedNotWaitedOn() throws {
        let shell = shell(store: false)
        shell.send("open hinted")
        let workspace = Workspace(root: folder.url.appending(path: "work"))
        let file = workspace.exerciseFile(lesson: "hinted", number: 1, exercise: HintedLesson.exercises[0])
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        shell.send("exercise 1")
        let check = finishes(within: 10, unblock: { unblockReader(of: file.path) }) { shell.send("check").error }
        #expect(check == .exercise("cannot read \(file.path) (it is a named pipe (FIFO), not a regular file): 'restore' puts the starter back"))
    }
}
