import Testing
@testable import EventRouter

/// What the key steps print.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        openLesson().send("run \(number)").stepOutput
    }

    @Test func mvcLosesTheChatUnlessItIsLast() {
        #expect(output(ofStep: 1) + output(ofStep: 2) == """
            Chats > bob
              system notification shown: false, chat list updates: 1
              bob's screen shows 2 of the model's 2 messages
            Chats > bob > Profile
              system notification shown: true, chat list updates: 1
              bob's screen shows 1 of the model's 2 messages
            Chats + bob (modal)
              system notification shown: true, chat list updates: 1
              bob's screen shows 1 of the model's 2 messages

            """)
    }

    @Test func handlerDropsTheDeadListener() {
        #expect(output(ofStep: 9).contains("""
            bob alive: false
            list entries: ["alive", "dead"]
            ann got "Chats (2 unread)": alice, bob, carol(2)
            list entries: ["alive"]
            """))
    }

    @Test func articlesListKeepsItsListener() {
        #expect(output(ofStep: 10).hasPrefix("released by its owner; alive: true\nentries in the article's list: 1\nalive in the ListenerList: 0\n"))
    }

    @Test func pushAndWebSocketConverge() {
        #expect(output(ofStep: 16).contains("the same event, but for its time: true"))
    }

    /// Each moment of the send and bot steps with the mark it shows: … at once, ✓ at 500 ms, ✓✓ at 1 s.
    @Test func botStepStopsAtEachMark() {
        let moments = (output(ofStep: 18) + output(ofStep: 19)).split(separator: "\n").filter {
            $0.hasPrefix("after") || $0.hasPrefix("at ") || $0.contains("on screen:")
        }
        #expect(moments == [
            "at 0s:", "  on screen: 17:41 you: Lunch at noon? …",
            "after 500ms:", "  on screen: 17:41 you: Lunch at noon? ✓",
            "after 1s:", "  on screen: 17:41 you: Lunch at noon? ✓✓",
            "after 3s:", "  on screen: 17:41 you: Lunch at noon? ✓✓",
        ])
    }

    @Test func socketStepShowsTheScreenAndItsConnectionDie() {
        let socket = output(ofStep: 22)
        #expect(socket.contains("closed; screen alive: false, connection alive: false\n"))
        #expect(socket.contains("a frame for the closed chat becomes an event: false\n"))
        #expect(output(ofStep: 24).contains("the server holds read receipts for: [\"bob\"]\n"))
    }

    @Test func createStepsShowTheChatAndTheError() {
        #expect(output(ofStep: 25).contains("navigation: Chats (3 unread) > dave; the new-chat screen alive: false\n"))
        let flags = output(ofStep: 29)
        #expect(flags.contains("Create tapped with zed: [ zed ] | (creating the chat…)\nCreate tapped again: nothing happens\n"))
        #expect(flags.contains("after 1s: [ zed ] | Could not create the chat: nobody called 'zed' uses the app.\n"))
    }

    @Test func rowsAreBuiltOffTheMainActorAndShownOnIt() {
        #expect(output(ofStep: 30) == """
            background: building 3 rows
            main: the list shows alice (1), bob, carol (2)
            main: open alice

            """)
    }

    @Test func articlesFigures() {
        #expect(output(ofStep: 31) == """
            code lines: 1807 → 1981, +9.6%
            files: 30 → 51
            average file: 60 → 39 lines of code

            """)
    }
}
