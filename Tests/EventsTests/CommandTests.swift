import Testing
import TestSupport
@testable import Events

@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    // MARK: listen

    @Test func listenSubscribesInOrder() {
        let (text, failed) = run("listen carl", after: ["listen ann", "listen bob"])
        #expect(!failed)
        #expect(text == "carl subscribed (3 of 3)\n")
    }

    @Test func listenAgainKeepsThePlace() {
        let (text, failed) = run("listen ANN", after: ["listen ann", "listen bob"])
        #expect(!failed)
        #expect(text == "ann subscribed again: its handler is replaced, its place kept (1 of 2)\n")
    }

    @Test func listenAfterUnsubscribeGoesToTheEnd() {
        let text = run("listen ann", after: ["listen ann", "listen bob", "unsubscribe ann"]).text
        #expect(text == "ann subscribed again, at the end of the line (2 of 2)\n")
    }

    @Test func listenAfterDropMakesANewOneAndCleansUp() {
        let text = run("listen ann", after: ["listen ann", "listen bob", "drop ann"]).text
        #expect(text == """
            a new ann subscribed (2 of 2)
            subscribing removed a dead entry: ann

            """)
    }

    @Test(arguments: [
        ("listen", "error: missing listener name"),
        ("listen ann bob", "error: too many arguments: 'bob' and after are not expected"),
        ("listen 9lives", "error: a listener name is a letter, then up to 15 letters, digits, - or _; not '9lives'"),
        ("listen an.n", "error: a listener name is a letter, then up to 15 letters, digits, - or _; not 'an.n'"),
        ("listen Ännchen", "error: a listener name is a letter, then up to 15 letters, digits, - or _; not 'Ännchen'"),
        ("listen abcdefghijklmnopq", "error: a listener name is a letter, then up to 15 letters, digits, - or _; not 'abcdefghijklmnopq'"),
    ])
    func listenRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: listen <name>\n")
    }

    @Test(arguments: ["a", "ann_2", "Bob-the-3rd", "abcdefghijklmnop"])
    func listenAcceptsGoodNames(name: String) {
        let (text, failed) = run("listen \(name)")
        #expect(!failed)
        #expect(text == "\(name) subscribed (1 of 1)\n")
    }

    // MARK: drop

    @Test func dropKillsTheListenerAndLeavesADeadEntry() {
        let (text, failed) = run("drop ann", after: ["listen ann", "listen bob"])
        #expect(!failed)
        #expect(text == """
            the lesson let go of ann; nobody else held it, so it died (weak probe: nil)
            the event still keeps its entry: 2 entries, subscriberCount 1
            the next raise skips it and removes it (so would a subscribe or unsubscribe)

            """)
        #expect(run("drop ann", after: ["listen ann"]).text.contains("the event still keeps its entry: 1 entry, subscriberCount 0\n"))
    }

    @Test func dropOfAnUnsubscribedListener() {
        let text = run("drop ann", after: ["listen ann", "unsubscribe ann"]).text
        #expect(text == """
            the lesson let go of ann; nobody else held it, so it died (weak probe: nil)
            it was not subscribed, so the event has nothing to clean up

            """)
    }

    @Test func droppedListenerIsSkippedAndRemovedOnTheNextRaise() {
        let shell = openLesson()
        for line in ["listen ann", "listen bob", "listen carl", "drop bob"] { shell.send(line) }
        #expect(shell.send("subscribers").text.plain == """
            the event keeps 3 entries; a raise calls them in this order:
              1. ann   alive
              2. bob   dead: the next raise, subscribe or unsubscribe removes it
              3. carl  alive
            subscriberCount: 2

            """)
        #expect(shell.send("raise hi").text.plain == """
            ann heard 'hi'
            carl heard 'hi'
            the raise skipped and removed a dead entry: bob

            """)
        #expect(shell.send("subscribers").text.plain == """
            the event keeps 2 entries; a raise calls them in this order:
              1. ann   alive
              2. carl  alive
            subscriberCount: 2

            """)
    }

    @Test(arguments: [
        ("drop", [], "error: missing listener"),
        ("drop ann", [], "error: the lesson holds no listeners to drop: try 'listen ann'"),
        ("drop an", ["listen ann", "listen bob"], "error: unknown listener 'an' (did you mean 'ann'?); one of: ann, bob"),
        ("drop zed", ["listen ann"], "error: unknown listener 'zed'; one of: ann"),
        ("drop ann bob", ["listen ann", "listen bob"], "error: too many arguments: 'bob' and after are not expected"),
        ("drop ann", ["listen ann", "drop ann"], "error: ann was dropped and has died; 'listen ann' makes a new one"),
    ])
    func dropRejectsBadInput(line: String, setup: [String], message: String) {
        let (text, failed) = run(line, after: setup)
        #expect(failed)
        #expect(text == message + "\nusage: drop <name>\n")
    }

    // MARK: unsubscribe

    @Test(arguments: ["unsubscribe ann", "unsub Ann"])
    func unsubscribeKeepsTheListenerAlive(line: String) {
        let shell = openLesson()
        shell.send("listen ann")
        shell.send("listen bob")
        let response = shell.send(line)
        #expect(!response.failed)
        #expect(response.text.plain == "ann unsubscribed: still alive, since the lesson holds it, but no raise calls it\n")
        #expect(shell.send("raise").text.plain == "bob heard 'ping'\n")
        #expect(shell.send("subscribers").text.plain.hasSuffix("alive, held by the lesson, not subscribed: ann\n"))
    }

    @Test func unsubscribeTwiceSaysNothingToDo() {
        let (text, failed) = run("unsubscribe ann", after: ["listen ann", "unsubscribe ann"])
        #expect(!failed)
        #expect(text == "ann is not subscribed: nothing to do ('listen ann' subscribes it)\n")
    }

    @Test func unsubscribeAlsoCleansUp() {
        let text = run("unsubscribe bob", after: ["listen ann", "listen bob", "drop ann"]).text
        #expect(text == """
            bob unsubscribed: still alive, since the lesson holds it, but no raise calls it
            unsubscribing removed a dead entry: ann

            """)
    }

    @Test(arguments: [
        ("unsubscribe", [], "error: missing listener"),
        ("unsubscribe ann", [], "error: the lesson holds no listeners to unsubscribe: try 'listen ann'"),
        ("unsubscribe bobb", ["listen bob"], "error: unknown listener 'bobb' (did you mean 'bob'?); one of: bob"),
        ("unsubscribe bob ann", ["listen bob"], "error: too many arguments: 'ann' and after are not expected"),
        ("unsubscribe ann", ["listen ann", "listen bob", "drop ann"], "error: ann was dropped and has died; 'listen ann' makes a new one"),
    ])
    func unsubscribeRejectsBadInput(line: String, setup: [String], message: String) {
        let (text, failed) = run(line, after: setup)
        #expect(failed)
        #expect(text == message + "\nusage: unsubscribe <name>\n")
    }

    // MARK: raise

    @Test func raiseCallsListenersInOrder() {
        let (text, failed) = run("raise hello", after: ["listen bob", "listen ann"])
        #expect(!failed)
        #expect(text == "bob heard 'hello'\nann heard 'hello'\n")
    }

    @Test func raiseDefaultsToPingAndTakesQuotedValues() {
        #expect(run("raise", after: ["listen ann"]).text == "ann heard 'ping'\n")
        #expect(run("raise \"hi there\"", after: ["listen ann"]).text == "ann heard 'hi there'\n")
    }

    @Test func raiseWithNobodyListeningSaysSo() {
        let (text, failed) = run("raise")
        #expect(!failed)
        #expect(text == "nobody hears 'ping': the event has no live subscribers (try 'listen ann')\n")
    }

    @Test func raiseWithOnlyDeadSubscribers() {
        let text = run("raise", after: ["listen ann", "listen bob", "drop ann", "drop bob"]).text
        #expect(text == """
            nobody hears 'ping': the event has no live subscribers (try 'listen ann')
            the raise skipped and removed 2 dead entries: ann, bob

            """)
    }

    @Test func listenersRememberWhatTheyHeard() {
        let shell = openLesson()
        for line in ["listen ann", "raise one", "raise two"] { shell.send(line) }
        #expect(shell.send("inspect listeners").text.plain.contains("\"two\""))
    }

    @Test(arguments: [
        ("raise a b", "error: too many arguments: 'b' and after are not expected"),
        ("raise \(String(repeating: "x", count: 41))", "error: a value is at most 40 characters long, not 41: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...'"),
    ])
    func raiseRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line, after: ["listen ann"])
        #expect(failed)
        #expect(text == message + "\nusage: raise [value]\n")
    }

    // MARK: subscribers

    @Test func subscribersWhenEmpty() {
        let (text, failed) = run("subscribers")
        #expect(!failed)
        #expect(text == "the event keeps no entries: try 'listen ann'\n")
    }

    @Test func subscribersShowsOrderLivenessAndIdleListeners() {
        let text = run("subs", after: ["listen ann", "listen dora", "listen bob", "unsubscribe ann", "drop dora"]).text
        #expect(text == """
            the event keeps 2 entries; a raise calls them in this order:
              1. dora  dead: the next raise, subscribe or unsubscribe removes it
              2. bob   alive
            subscriberCount: 1
            alive, held by the lesson, not subscribed: ann

            """)
    }

    @Test func subscribersTakesNoArguments() {
        let (text, failed) = run("subscribers all")
        #expect(failed)
        #expect(text == "error: too many arguments: 'all' and after are not expected\n")
    }

    // MARK: completion, help, reset

    @Test(arguments: [
        ("listen ", [], ["ann", "bob", "carl", "dora"]),
        ("listen ", ["listen ann", "listen zed"], ["ann", "zed", "bob", "carl", "dora"]),
        ("listen a", ["listen ann"], ["ann"]),
        ("drop ", ["listen ann", "listen bob"], ["ann", "bob"]),
        ("drop ", ["listen ann", "listen bob", "drop ann"], ["bob"]),
        ("drop ", [], []),
        ("unsubscribe ", ["listen ann", "listen bob", "unsubscribe ann"], ["bob"]),
        ("unsub ", ["listen ann"], ["ann"]),
        ("raise ", [], ["ping", "hello"]),
        ("raise x ", [], []),
        ("subscribers ", [], []),
        ("lis", [], ["listen"]),
        ("un", [], ["undo", "unsubscribe"]),
    ])
    func completes(line: String, setup: [String], expected: [String]) {
        let shell = openLesson()
        for earlier in setup { shell.send(earlier) }
        #expect(shell.shell.completions(for: line) == expected)
    }

    @Test func helpListsTheLessonsCommandsWithinEightyColumns() {
        let text = run("help").text
        for name in ["listen <name>", "drop <name>", "unsubscribe <name>", "raise [value]", "subscribers"] {
            #expect(text.contains("  \(name)"))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func resetGivesAFreshEvent() {
        let shell = openLesson()
        shell.send("listen ann")
        shell.send("drop ann")
        shell.send("reset")
        #expect(shell.send("subscribers").text.plain == "the event keeps no entries: try 'listen ann'\n")
        #expect(shell.send("listen ann").text.plain == "ann subscribed (1 of 1)\n")
    }

    @Test func inspectShowsTheLiveEvent() {
        let shell = openLesson()
        shell.send("listen ann")
        let text = shell.send("inspect event").text.plain
        #expect(text.contains("subscriptions: ["))
        #expect(text.contains("name: \"ann\""))
    }
}
