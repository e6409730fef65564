import PlaygroundKit
import Testing
import TestSupport

/// The shell state machine, driven in-process: every command outside a lesson, and every kind of
/// bad input. Inside a lesson: `LessonShellTests`; completion: `ShellCompletionTests`.
@Suite struct ShellTests {
    let driver = ScriptedShell(catalog: .testing)
    var shell: Shell { driver.shell }

    func send(_ line: String) -> (text: String, failed: Bool, quit: Bool) { driver.sendPlain(line) }

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
