import PlaygroundKit
import Testing
import TestSupport

/// The shell state machine, driven in-process: every command, and every kind of bad input.
@Suite struct ShellTests {
    let driver = ScriptedShell(catalog: .testing)
    var shell: Shell { driver.shell }

    func send(_ line: String) -> (text: String, failed: Bool, quit: Bool) {
        let response = driver.send(line)
        return (response.text.plain, response.failed, response.quit)
    }

    // MARK: - Outside a lesson

    @Test func promptOutsideAndInsideALesson() {
        #expect(shell.prompt == "playground> ")
        _ = send("open fake")
        #expect(shell.prompt == "fake 0/3> ")
        _ = send("next")
        #expect(shell.prompt == "fake 1/3> ")
    }

    @Test func helpListsEveryBuiltinCommand() {
        let help = send("help")
        #expect(!help.failed)
        for name in ["help", "lessons", "open", "steps", "next", "back", "run", "show", "inspect", "reset", "clock", "advance", "history", "quit"] {
            #expect(help.text.contains("  \(name)"), "help should list \(name)")
        }
        #expect(!help.text.contains("bump"), "lesson commands appear only inside their lesson")
    }

    @Test func helpInsideALessonListsItsCommands() {
        _ = send("open fake")
        let help = send("help")
        #expect(help.text.contains("Commands of lesson 'fake'"))
        #expect(help.text.contains("bump <times> [reason]"))
        #expect(send("help bump").text.contains("bump the counter several times"))
        #expect(send("help colour").text.contains("also: colour"))
    }

    @Test func helpForOneCommandAndForAnUnknownOne() {
        let next = send("help next")
        #expect(next.text.contains("run the next step"))
        #expect(next.text.contains("also: n"))
        let unknown = send("help nxet")
        #expect(unknown.failed)
        #expect(unknown.text.contains("did you mean 'next'?"))
    }

    @Test func lessonsListsIdsAndNumbers() {
        let list = send("lessons")
        #expect(list.text.contains(" 1  fake   A lesson for tests"))
        #expect(list.text.contains(" 2  other  Another lesson"))
        #expect(send("ls").text == list.text)
    }

    @Test(arguments: ["open fake", "open 1", "open FAKE", "open fa", "o fake"])
    func openByIdNumberOrPrefix(_ line: String) {
        let opened = send(line)
        #expect(!opened.failed)
        #expect(opened.text.contains("Lesson 1 · fake · A lesson for tests"))
        #expect(shell.openLessonID == "fake")
    }

    @Test func openBadInput() {
        let missing = send("open")
        #expect(missing.failed)
        #expect(missing.text.contains("which lesson? fake, other"))
        let unknown = send("open fkae")
        #expect(unknown.failed)
        #expect(unknown.text.contains("no lesson 'fkae' (did you mean 'fake'?)"))
        let outOfRange = send("open 9")
        #expect(outOfRange.failed)
        #expect(outOfRange.text.contains("no lesson 9: the lessons are numbered 1 to 2"))
        let extra = send("open fake other")
        #expect(extra.failed)
        #expect(extra.text.contains("'open' takes one argument, not 'other'"))
        #expect(shell.openLessonID == nil)
    }

    @Test(arguments: ["steps", "next", "back", "run 1", "show", "inspect", "reset", "clock", "advance 1s"])
    func lessonCommandsNeedALesson(_ line: String) {
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.contains("needs an open lesson"))
        #expect(result.text.contains("open one with 'open <lesson>'"))
    }

    @Test(arguments: [("nxet", "next"), ("opne", "open"), ("lesson", "lessons"), ("inspcet", "inspect"), ("hlep", "help"), ("qiut", "quit")])
    func unknownCommandSuggestsTheClosest(_ typo: String, _ meant: String) {
        let result = send(typo)
        #expect(result.failed)
        #expect(result.text.contains("unknown command '\(typo)' (did you mean '\(meant)'?)"))
    }

    @Test func unknownCommandWithNothingClose() {
        let result = send("xyzzy")
        #expect(result.failed)
        #expect(result.text.contains("unknown command 'xyzzy'"))
        #expect(!result.text.contains("did you mean"))
        #expect(result.text.contains("'help' lists the commands"))
    }

    @Test(arguments: ["", " ", "\t  \t"])
    func blankLinesOutsideALessonDoNothing(_ line: String) {
        let result = send(line)
        #expect(!result.failed)
        #expect(result.text.isEmpty)
    }

    @Test func aOneMegabyteLineIsRefusedBriefly() {
        let line = String(repeating: "x", count: 1_000_000)
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.count < 300, "the message must not echo the whole line")
        #expect(result.text.contains("unknown command 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"))
        let asArgument = send("open " + line)
        #expect(asArgument.failed)
        #expect(asArgument.text.count < 300)
    }

    @Test func bytesThatAreNotUTF8ArriveAsReplacementCharacters() {
        // The line readers decode lossily; the shell sees U+FFFD and answers like any typo.
        let line = String(decoding: [0x6F, 0x70, 0xFF, 0xFE, 0x65, 0x6E], as: UTF8.self)
        #expect(line == "op\u{FFFD}\u{FFFD}en")
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.contains("unknown command 'op\u{FFFD}\u{FFFD}en'"))
        #expect(!send("help").failed, "the shell goes on")
    }

    @Test func unterminatedQuote() {
        let result = send("open \"fake")
        #expect(result.failed)
        #expect(result.text.contains("unterminated quote"))
    }

    @Test(arguments: ["quit", "exit", "q", "QUIT"])
    func quitAndItsAliases(_ line: String) {
        let result = send(line)
        #expect(result.quit)
        #expect(!result.failed)
    }

    @Test func quitTakesNoArguments() {
        let result = send("quit now")
        #expect(result.failed)
        #expect(!result.quit)
    }

    @Test func historyListsWhatWasTyped() {
        #expect(Shell(catalog: .testing).handle("history").text.plain.contains("no history yet"))
        _ = send("lessons")
        _ = send("open fake")
        let history = send("history")
        #expect(history.text.contains("1  lessons"))
        #expect(history.text.contains("2  open fake"))
        #expect(history.text.contains("3  history"))
    }

    // MARK: - Inside a lesson

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

    @Test func nextPastTheLastStep() {
        _ = send("open other")
        _ = send("next")
        let past = send("next")
        #expect(past.failed)
        #expect(past.text.contains("that was the last step (1/1)"))
        #expect(send("").failed, "Enter past the end says the same")
        #expect(shell.prompt == "other 1/1> ")
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

    // MARK: - Completion

    @Test func completesCommandsLessonsStepsAndNames() {
        #expect(shell.completions(for: "op") == ["open"])
        #expect(shell.completions(for: "he") == ["help", "history"].filter { $0.hasPrefix("he") })
        #expect(!shell.completions(for: "").contains("next"), "lesson commands are offered only in a lesson")
        #expect(shell.completions(for: "open ") == ["fake", "other"])
        #expect(shell.completions(for: "open o") == ["other"])
        _ = send("open fake")
        #expect(shell.completions(for: "run ") == ["1", "2", "3"])
        #expect(shell.completions(for: "inspect c") == ["counter"])
        #expect(shell.completions(for: "bu") == ["bump"])
        #expect(shell.completions(for: "bump ") == ["1", "2", "10"])
        #expect(shell.completions(for: "bump 2 b") == ["because", "bored"])
        #expect(shell.completions(for: "help bu") == ["bump"])
        #expect(shell.completions(for: "run 1 ") == [])
        #expect(shell.completions(for: "nonsense ") == [])
    }
}

@Suite struct StrayOutputTests {
    @Test func printsFromOtherThreadsAreReportedNotLost() {
        let shell = Shell(catalog: .testing)
        LessonOutput.$stray.withValue(LessonOutput()) {
            LessonOutput.write("from a background thread\n")
            let response = shell.handle("lessons")
            #expect(response.text.plain.contains("warning: printed outside a step"))
            #expect(response.text.plain.contains("    from a background thread"))
            #expect(!shell.handle("lessons").text.plain.contains("warning"), "reported once")
        }
    }
}
