import Testing
import PlaygroundKit
@testable import EventRouter

/// What the key steps print.
@Suite struct OutputTests {
    func output(ofStep id: String) -> String {
        let steps = EventRouterLesson(context: LessonContext()).steps
        let number = steps.firstIndex { $0.id == id }! + 1
        return openLesson().send("run \(number)").stepOutput
    }

    @Test func mvcLosesTheChatUnlessItIsLast() {
        #expect(output(ofStep: "mvc-pain") + output(ofStep: "mvc-fragile") == """
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
        #expect(output(ofStep: "weak-lists").hasSuffix("""
            bob alive: false
            list entries: ["dead"]

            """))
        #expect(output(ofStep: "weak-skip").hasSuffix("""
            list entries: ["alive", "dead"]
            ann got "Chats (2 unread)": alice, bob, carol(2)
            list entries: ["alive"]

            """))
    }

    @Test func articlesListKeepsItsListener() {
        #expect(output(ofStep: "article-list") == "let go by its owner; alive: true\nentries in the article's list: 1\n")
        #expect(output(ofStep: "weak-box").hasPrefix("alive in the ListenerList: 0\n"))
    }

    @Test func pushAndWebSocketConverge() {
        #expect(output(ofStep: "converge").contains("the same event, time aside: true"))
        #expect(output(ofStep: "idempotent").hasPrefix("carol's chat holds \"Lunch?\" 1 time(s)\nin-app notices: [\"carol: Lunch?\"]\n"))
    }

    /// Each moment of the send and bot steps with the mark it shows: … at once, ✓ at 500 ms, ✓✓ at 1 s.
    @Test func botStepStopsAtEachMark() {
        let moments = (output(ofStep: "send") + output(ofStep: "bot")).split(separator: "\n").filter {
            $0.hasPrefix("after") || $0.hasPrefix("at ") || $0.contains("on screen:")
        }
        #expect(moments == [
            "at 0s:", "  on screen: 17:41 you: Lunch at noon? …",
            "after 500ms:", "  on screen: 17:41 you: Lunch at noon? ✓",
            "after 1s:", "  on screen: 17:41 you: Hi ✓✓",
            "after 3s:", "  on screen: 17:41 you: Hi ✓✓",
        ])
    }

    @Test func socketStepShowsTheScreenAndItsConnectionDie() {
        let socket = output(ofStep: "socket-chart")
        #expect(socket.contains("closed; connected to bob: false\n"))
        #expect(socket.contains("the frame becomes an event: false\n"))
        #expect(output(ofStep: "server-holds").contains("the server holds read receipts for: [\"bob\"]\n"))
        #expect(output(ofStep: "server-delivers").hasPrefix("routed: MessageEvent.otherRead(reader: bob)\n"))
    }

    @Test func createStepsShowTheChatAndTheError() {
        #expect(output(ofStep: "create-chat").contains("navigation: Chats (3 unread) > dave\nthe new-chat screen alive: false\n"))
        #expect(output(ofStep: "create-waits").hasSuffix("after the refusal: [\"alice\", \"bob\", \"carol\"]\n"))
        let flags = output(ofStep: "create-screen")
        #expect(flags.contains("Create tapped with zed: [\"[ zed ]\", \"(creating the chat…)\"]\nCreate tapped again: nothing\n"))
        #expect(flags.contains("after 1s: Could not create the chat: no user called 'zed'.\n"))
    }

    @Test func rowsAreBuiltOffTheMainActorAndShownOnIt() {
        #expect(output(ofStep: "off-main") == """
            background: building 3 rows
            main: the list shows alice (1), bob, carol (2)
            main: open alice

            """)
    }

    @Test func aDroppedMessageFailsAtTwoSecondsAndRetrySendsIt() {
        #expect(output(ofStep: "send-fails") == """
            routed: MessageEvent.sending("Hi", to: bob)
            routed: MessageEvent.failedSending("Hi", to: bob, reason: "no answer in 2s")

            """)
        let shown = output(ofStep: "failed-shown")
        #expect(shown.contains("│ 17:41 you: Hi (!)"))
        #expect(shown.contains("│ (!) not sent: no answer in 2s  [ Retry ]"))
        #expect(shown.hasSuffix("bob's row in the list: Not sent: Hi\n"))
        #expect(output(ofStep: "retry") == """
            routed: MessageEvent.sending("Hi", to: bob)
            routed: MessageEvent.sent("Hi", to: bob)
            bob's row in the list: You: Hi

            """)
    }

    @Test func articlesFigures() {
        #expect(output(ofStep: "numbers") == """
            code lines: 1807 → 1981, +9.6%
            files: 30 → 51
            average file: 60 → 39 lines of code

            """)
    }
}
