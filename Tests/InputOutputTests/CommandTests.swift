import PlaygroundKit
import Testing
import TestSupport
@testable import InputOutput

@Suite struct CommandTests {
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    @Test func outputsListsAllSeven() {
        let (text, failed) = run("outputs", after: ["subscribe ann history", "send history a"])
        #expect(!failed)
        #expect(text == """
            status   @Output.Relay(value:)                value 'idle'
            toast    @Output.Relay()                      no value kept
            title    @Output.Subject(value:)              value 'draft'
            alert    @Output.Subject()                    no value kept
            history  @Output.Subject(replay: .custom(2))  replays ['a']; heard by ann
            loaded   @Output.Completable                  not ended
            token    @Output.Single                       not settled

            """)
    }

    @Test func outputsShowsHowEndedSubjectsEnded() {
        let text = run("outputs", after: ["send title Feed", "complete title", "fail alert down", "complete loaded", "fail token gone"]).text
        #expect(text.contains("title    @Output.Subject(value:)              finished\n"))
        #expect(text.contains("alert    @Output.Subject()                    failed: down\n"))
        #expect(text.contains("loaded   @Output.Completable                  finished\n"))
        #expect(text.contains("token    @Output.Single                       replays [], then failed: gone\n"))
    }

    @Test func lateSubscriberSeesTheReplay() {
        let text = run("subscribe bob history", after: ["send history a", "send history b", "send history c"]).text
        #expect(text == """
            bob subscribed to history and asks for every value
              bob     got 'b'
              bob     got 'c'

            """)
    }

    @Test func sendReachesSubscribersByName() {
        let text = run("send status busy", after: ["subscribe bob status", "subscribe ann status"]).text
        #expect(text == """
            feed sent 'busy' into status
              ann     got 'busy'
              bob     got 'busy'

            """)
    }

    @Test func demandReleasesQueuedValues() {
        let setup = ["subscribe ann history 1", "send history a", "send history b", "send history c"]
        let text = run("demand ann 1", after: setup).text
        #expect(text == "ann asks history for 1 more\n  ann     got 'b'\n")
    }

    @Test func demandWithNothingWaiting() {
        let text = run("demand ann 2", after: ["subscribe ann toast"]).text
        #expect(text.contains("nothing was waiting"))
    }

    @Test func completeAndFailEndSubjects() {
        #expect(run("complete title", after: ["subscribe ann title"]).text.contains("ann     finished"))
        #expect(run("fail alert down", after: ["subscribe ann alert"]).text.contains("ann     failed: down"))
        #expect(run("subscribe bob loaded", after: ["complete loaded"]).text.contains("bob     finished"))
        #expect(run("subscribe bob token", after: ["send token t"]).text.contains("bob     got 't'"))
    }

    @Test func cancelForgetsTheSubscriber() {
        let shell = openLesson()
        shell.send("subscribe ann status")
        #expect(shell.send("cancel ann").text.plain == "cancelled ann; still alive afterwards: false\n")
        #expect(shell.send("send status x").text.plain.contains("nobody heard it now"))
    }

    @Test(arguments: [
        ("send", "error: missing output", "send <output> <value>"),
        ("send status", "error: missing value", "send <output> <value>"),
        ("send stats x", "error: unknown output 'stats' (did you mean 'status'?); one of: status, toast, title, alert, history, loaded, token", "send <output> <value>"),
        ("send status x y", "error: too many arguments: 'y' and after are not expected", "send <output> <value>"),
        ("send loaded x", "error: a Completable has no values (its Output is Never): try 'complete loaded'", "send <output> <value>"),
        ("complete status", "error: status is a relay: no send(completion:), it never ends", "complete <output>"),
        ("complete token", "error: a Single ends with a value ('send token <value>') or an error ('fail token')", "complete <output>"),
        ("fail toast", "error: toast is a relay: no send(completion:), it never ends", "fail <output> [message]"),
        ("subscribe 9x status", "error: a subscriber name is a letter, then letters, digits or dashes, at most 12 in all; not '9x'", "subscribe <name> <output> [demand]"),
        ("subscribe ann", "error: missing output", "subscribe <name> <output> [demand]"),
        ("subscribe ann status 0", "error: demand must be between 1 and 100, not 0", "subscribe <name> <output> [demand]"),
        ("subscribe ann status lots", "error: demand must be a whole number, not 'lots'", "subscribe <name> <output> [demand]"),
        ("demand ann 1", "error: there are no subscribers; add one with 'subscribe <name> <output> [demand]'", "demand <name> <count>"),
        ("cancel ann", "error: there are no subscribers; add one with 'subscribe <name> <output> [demand]'", "cancel <name>"),
    ])
    func badInput(line: String, message: String, usage: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: \(usage)\n")
    }

    @Test func outputsTakesNoArguments() {
        let (text, failed) = run("outputs now")
        #expect(failed)
        #expect(text.hasPrefix("error: too many arguments: 'now' and after are not expected\n"))
    }

    @Test func badInputWithSubscribers() {
        #expect(run("subscribe ann toast", after: ["subscribe ann status"]).text.hasPrefix("error: 'ann' subscribes already"))
        #expect(run("demand anne 1", after: ["subscribe ann status"]).text.hasPrefix("error: unknown subscriber 'anne' (did you mean 'ann'?)"))
        #expect(run("demand ann 1", after: ["subscribe ann title", "complete title"]).text.hasPrefix("error: ann's subscription has ended"))
        #expect(run("send token b", after: ["send token a"]).text.hasPrefix("error: token has settled already"))
    }
}
