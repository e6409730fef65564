import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// A lesson of three steps and two exercises, to resume in.
final class ExercisedLesson: Lesson {
    static let id = "exercised"
    static let title = "A lesson with exercises"
    static let summary = "Three steps, two exercises."
    static let source = "the test suite"
    static var exercises: [Exercise] {
        [
            Exercise(id: "first", title: "The first one", task: "Do it.", fileName: "First.swift", hints: ["Try."],
                     starter: "// first\n", solution: "// done\n", checks: "", folder: "Tests/exercised/1"),
            Exercise(id: "second", title: "The second one", task: "Do more.", fileName: "Second.swift", hints: ["Try harder."],
                     starter: "// second\n", solution: "// done\n", checks: "", folder: "Tests/exercised/2"),
        ]
    }

    init(context: LessonContext) {}
    var steps: [Step] {
        ["One", "Two", "Three"].map { title in Step(title, text: "Step \(title).") { _ in LessonOutput.print(["ran", title], separator: " ", terminator: "\n") } }
    }
}

/// Where the shell offers to go back to at start, and `resume`: the lesson the learner was really
/// last in (the most recently opened), at its step, with the exercise they were working on.
@Suite struct ResumeTests {
    let folder = TemporaryFolder("ProgressTests")
    let catalog = Catalog([FakeLesson.self, ExercisedLesson.self, OtherFakeLesson.self])

    /// A shell on the test's progress file and workspace; `checks` fail `failing` of `total` checks
    /// (no checks listed at all with `total` 0: the file does not compile).
    func shell(failing: Int = 0, total: Int = 0) -> ScriptedShell {
        var environment = Shell.Environment()
        environment.files = LearnerFiles(workspace: Workspace(root: folder.url.appending(path: "work")), progress: ProgressStore(url: folder.progressFile))
        environment.checks = FakeChecks { _ in
            let results = (0..<total).map { index in
                CheckReport.Result(name: "check \(index + 1)", status: index < failing ? .failed : .passed, message: index < failing ? "wrong" : nil)
            }
            let ending: CodeRun.Ending = total == 0
                ? .compileErrors([LearnerDiagnostic(location: nil, severity: "error", message: "cannot find 'x' in scope")])
                : .finished
            return CheckReport(results: results, run: CodeRun(ending: ending))
        }
        return ScriptedShell(catalog: catalog, environment: environment)
    }

    /// Issue 37: steps in one lesson, then another lesson opened and an exercise started there. The
    /// next start offered the first lesson and forgot the exercise.
    @Test func theLessonOpenedLastIsOfferedWithItsExercise() {
        let first = shell()
        first.send("open fake")
        first.send("next")
        first.send("next")
        first.send("open exercised")
        #expect(!first.sendPlain("exercise 2").failed)

        let second = shell()
        let point = second.shell.resumePoint
        #expect(point?.lesson == "exercised")
        #expect(point?.step == 0, "none of its steps was shown")
        #expect(point?.exercise == .init(number: 2, title: "The second one"))
        let offer = second.shell.resumeOffer
        #expect(offer?.question == "Continue with exercised? (Enter resumes, or type a command) ")
        #expect(offer?.note.plain.split(whereSeparator: \.isNewline).joined(separator: " ")
            == "You were working on exercise 2 of exercised, The second one; it is at hand again once you resume.")

        let resumed = second.shell.resume().text.plain
        #expect(resumed.contains("Back to exercise 2, The second one"), "\(resumed)")
        #expect(second.shell.prompt == "exercised 0/3> ")
        // The exercise is the one at hand: `check` needs no `exercise 2` first.
        let check = second.sendPlain("check").text
        #expect(check.contains("Second.swift"), "\(check)")
    }

    /// Each lesson keeps its own step: back in a lesson left earlier, the offer is its step, not
    /// the step last seen in another lesson.
    @Test func theStepOfferedIsTheOneLastSeenInThatLesson() {
        let first = shell()
        first.send("open exercised")
        first.send("next")
        first.send("next")
        first.send("open fake")
        first.send("next")
        first.send("open exercised")

        let second = shell()
        #expect(second.shell.resumePoint == .init(lesson: "exercised", step: 2, exercise: nil))
        #expect(second.shell.resumeOffer?.question == "Continue with exercised, step 2? (Enter resumes, or type a command) ")
        #expect(second.shell.resumeOffer?.note.isEmpty == true)
        let resumed = second.shell.resume().text.plain
        #expect(resumed.contains("exercised 2/3 · Two"), "\(resumed)")
        #expect(second.shell.prompt == "exercised 2/3> ")
        #expect(second.sendPlain("progress").text.contains("Last: exercised, step 2."))
    }

    /// A file an older playground wrote has only `last`: it still says where to resume.
    @Test func aFileWithOnlyTheOldPositionResumesThere() throws {
        try folder.write(Array(#"{"version": 1, "last": {"lessonID": "fake", "step": 2}, "lessons": {"fake": {"stepsSeen": ["first-bump"]}}}"#.utf8),
                         to: folder.progressFile)
        #expect(shell().shell.resumePoint == .init(lesson: "fake", step: 2, exercise: nil))
    }

    /// `resume` is a command too: the learner who typed something else at the question can go back.
    @Test func resumeTheCommandGoesBackAndOnlySaysWhereWhenALessonIsOpen() {
        let first = shell()
        #expect(first.sendPlain("resume").text.contains("Nothing to resume yet: 'open di' starts the first lesson."))
        first.send("open exercised")
        first.send("next")
        first.send("exercise 1")

        let second = shell()
        second.send("lessons")
        let resumed = second.sendPlain("resume")
        #expect(!resumed.failed)
        #expect(resumed.text.contains("exercised 1/3 · One"), "\(resumed.text)")
        #expect(resumed.text.contains("Back to exercise 1, The first one"))
        #expect(second.shell.prompt == "exercised 1/3> ")
        // The steps it ran are in the lesson's journal as steps: `undo` takes back what came after.
        second.send("next")
        #expect(!second.sendPlain("undo").failed)
        #expect(second.shell.prompt == "exercised 1/3> ")

        let again = second.sendPlain("continue")
        #expect(!again.failed)
        #expect(again.text.contains("You are in exercised, at step 1, already."), "\(again.text)")
        #expect(second.shell.prompt == "exercised 1/3> ")
    }

    /// The room's "checks: N failed" is what the latest check run says: the checks that failed in
    /// it, not how many runs failed, in this session or any before.
    @Test func theFailingChecksAreTheLatestRunsNotACountOfRuns() {
        let first = shell(failing: 3, total: 5)
        first.send("open exercised")
        first.send("exercise 1")
        #expect(first.shell.currentExercise?.failingChecks == 0, "no run yet")
        first.send("check")
        #expect(first.shell.currentExercise?.failingChecks == 3)
        first.send("check")
        first.send("check")
        #expect(first.shell.currentExercise?.failingChecks == 3, "three runs of the same three failing checks")
        #expect(first.shell.progress.saved.lesson("exercised").failedChecks["first"] == 3, "the runs are still counted for 'exercises'")

        // The next session reads the latest run from the file, and its own runs replace it.
        let second = shell(failing: 1, total: 5)
        second.send("open exercised")
        second.send("exercise 1")
        #expect(second.shell.currentExercise?.failingChecks == 3)
        second.send("check")
        #expect(second.shell.currentExercise?.failingChecks == 1)

        // A file that does not compile fails every check the last run listed.
        let third = shell(failing: 0, total: 0)
        third.send("open exercised")
        third.send("exercise 1")
        third.send("check")
        #expect(third.shell.currentExercise?.failingChecks == 5)

        let passing = shell(failing: 0, total: 5)
        passing.send("open exercised")
        passing.send("exercise 1")
        passing.send("check")
        #expect(passing.shell.currentExercise?.failingChecks == 0)
        #expect(passing.shell.currentExercise?.passed == true)
    }

    /// A file that never compiled, with no earlier run to count its checks: one failing, never zero
    /// (the learner is stuck all the same).
    @Test func aFirstRunThatDoesNotCompileCountsAsFailing() {
        let shell = shell(failing: 0, total: 0)
        shell.send("open exercised")
        shell.send("exercise 2")
        shell.send("check")
        #expect(shell.shell.currentExercise?.failingChecks == 1)
        #expect(shell.shell.progress.saved.validationProblem() == nil, "what is saved loads again")
    }
}
