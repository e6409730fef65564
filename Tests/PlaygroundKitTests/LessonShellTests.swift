import PlaygroundKit
import Testing
import TestSupport

/// The shell with a lesson open: moving through steps, their live state, the lesson's own commands
/// and the virtual clock.
@Suite struct LessonShellTests {
    let driver = ScriptedShell(catalog: .testing)
    var shell: Shell { driver.shell }

    func send(_ line: String) -> (text: String, failed: Bool, quit: Bool) { driver.sendPlain(line) }

    @Test func walkingThroughStepsWithNextAndEnter() {
        _ = send("open fake")
        let first = send("next")
        #expect(first.text.contains("── fake 1/3 · First bump"))
        #expect(first.text.contains("Bumps the counter once."))
        #expect(first.text.contains("── output\n    count is 1"))
        let second = send("")
        #expect(second.text.contains("── fake 2/3 · A timer"))
        #expect(second.text.contains("scheduled at 2020-04-22 17:41:49 +0000"))
        #expect(shell.prompt == "fake 2/3> ")
    }

    /// The end of a lesson is no error: it says so and points to the exercises and the next lesson.
    @Test func nextPastTheLastStep() {
        _ = send("open fake")
        for _ in 1...3 { _ = send("next") }
        let past = send("next")
        #expect(!past.failed)
        #expect(past.text.contains("That was the last step of fake (3/3): well done."))
        #expect(past.text.contains("Next: 'open other' starts lesson 2, “"), "fake has no exercises to point to")
        #expect(!send("").failed, "Enter past the end says the same")
        #expect(shell.prompt == "fake 3/3> ")
        _ = send("open other")
        _ = send("next")
        let last = send("next")
        #expect(last.text.contains("That was the last step of other (1/1)"))
        #expect(last.text.contains("it was the last lesson: 'lessons' lists them all"))
        _ = send("lang ru")
        #expect(send("next").text.contains("Это был последний шаг урока other (1/1): отлично."))
    }

    @Test func backRunsThePreviousStep() {
        _ = send("open fake")
        #expect(send("back").text.contains("already at the first step"))
        _ = send("run 2")
        let back = send("back")
        #expect(!back.failed)
        #expect(back.text.contains("── fake 1/3 · First bump"))
        #expect(back.text.contains("count is 1"))
        #expect(send("b").failed, "already at the first step")
    }

    @Test func runAStepByNumberAndItsBadInput() {
        _ = send("open fake")
        #expect(send("run 2").text.contains("── fake 2/3"))
        #expect(send("run").text.contains("── fake 2/3"), "run with no argument runs the current step again")
        let zero = send("run 0")
        #expect(zero.failed)
        #expect(zero.text.contains("no step 0: this lesson has steps 1 to 3"))
        let big = send("run 99")
        #expect(big.failed)
        #expect(big.text.contains("no step 99"))
        let word = send("run two")
        #expect(word.failed)
        #expect(word.text.contains("a step is a number from 1 to 3, not 'two'"))
        let negative = send("run -1")
        #expect(negative.failed)
    }

    @Test func stateSurvivesBetweenStepsAndResetStartsAfresh() {
        _ = send("open fake")
        _ = send("run 1")
        #expect(send("run 1").text.contains("count is 2"))
        let reset = send("reset")
        #expect(reset.text.contains("starts afresh"))
        #expect(shell.prompt == "fake 0/3> ")
        #expect(send("run 1").text.contains("count is 1"))
        _ = send("open fake")
        #expect(send("run 1").text.contains("count is 1"), "open makes fresh state too")
    }

    @Test func showPrintsTextWithoutRunning() {
        _ = send("open fake")
        let shown = send("show 1")
        #expect(shown.text.contains("── fake 1/3 · First bump"))
        #expect(!shown.text.contains("count is"))
        #expect(shown.text.contains("(not run: 'run 1' runs it)"))
        #expect(send("show 7").failed)
        #expect(send("run 1").text.contains("count is 1"), "show did not run the step")
    }

    @Test func aStepThatThrowsIsReportedAndTheShellGoesOn() {
        _ = send("open fake")
        let failed = send("run 3")
        #expect(failed.failed)
        #expect(failed.text.contains("about to fail"), "output before the error is kept")
        #expect(failed.text.contains("error: step 3 failed: the provider is offline"))
        #expect(!send("run 1").failed)
    }

    @Test func stepsListMarksTheCurrentStep() {
        _ = send("open fake")
        _ = send("run 2")
        let steps = send("steps")
        #expect(steps.text.contains("   1  First bump\n"))
        #expect(steps.text.contains(">  2  A timer"))
    }

    @Test func inspectListsAndPrintsPrivateState() {
        _ = send("open fake")
        #expect(send("inspect").text.contains("counter  counts bumps"))
        _ = send("bump 2 testing")
        let counter = send("inspect counter")
        #expect(!counter.failed)
        #expect(counter.text.contains("count: 2"), "private stored properties are shown")
        #expect(counter.text.contains("\"testing\""))
        let unknown = send("inspect countr")
        #expect(unknown.failed)
        #expect(unknown.text.contains("nothing called 'countr' to inspect (did you mean 'counter'?)"))
    }

    @Test func lessonCommandWithArguments() {
        _ = send("open fake")
        #expect(send("bump 3").text.contains("count is 3"))
        #expect(send("bump 1 because").text.contains("count is 4"))
        #expect(send("colour GREEN").text.contains("picked green"))
    }

    @Test(arguments: [
        ("bump", "error: missing times", true),
        ("bump three", "times must be a whole number, not 'three'", true),
        ("bump 0", "times must be between 1 and 100, not 0", true),
        ("bump 1 a b", "too many arguments: 'b'", true),
        ("color purple", "unknown color 'purple'; one of: red, green, blue", true),
        ("color gren", "(did you mean 'green'?)", true),
    ])
    func lessonCommandBadInput(_ line: String, _ message: String, _ usage: Bool) {
        _ = send("open fake")
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.contains(message))
        #expect(result.text.contains("usage: "), "usage follows the message")
        #expect(!send("bump 1").failed, "the shell goes on")
    }

    @Test func lessonCommandsAreUnknownOutsideTheirLesson() {
        #expect(send("bump 1").failed)
        _ = send("open other")
        #expect(send("bump 1").text.contains("unknown command 'bump'"))
    }

    @Test func clockAndAdvanceMoveVirtualTimeAndFireTimers() {
        _ = send("open fake")
        #expect(send("clock").text.contains("now: 2020-04-22 17:41:49 +0000 (start + 0s)"))
        _ = send("run 2")
        #expect(send("clock").text.contains("scheduled: hello at +1s"))
        let halfway = send("advance 500ms")
        #expect(!halfway.text.contains("timer fired"))
        let fired = send("advance 0.5s")
        #expect(fired.text.contains("timer fired at 2020-04-22 17:41:50 +0000"))
        #expect(send("clock").text.contains("nothing scheduled"))
        let bad = send("advance soon")
        #expect(bad.failed)
        #expect(bad.text.contains("duration must look like 500ms, 1s, 1.5s or 2m, not 'soon'"))
        #expect(send("advance").text.contains("missing duration"))
        #expect(send("advance -1s").failed)
    }
}
