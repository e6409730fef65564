import Testing
@testable import EventRouter

/// What the key steps print.
@Suite struct OutputTests {
    func output(ofStep number: Int) -> String {
        openLesson().send("run \(number)").stepOutput
    }

    @Test func mvcLosesTheChatUnlessItIsLast() {
        #expect(output(ofStep: 1) == """
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
        #expect(output(ofStep: 4).contains("""
            bob alive: false
            list entries: ["alive", "dead"]
            ann got "Chats (2 unread)": alice, bob, carol(2)
            list entries: ["alive"]
            """))
    }

    @Test func articlesListKeepsItsListener() {
        #expect(output(ofStep: 5) == "released by its owner; alive: true\nentries in the article's list: 1\n")
    }

    @Test func pushAndWebSocketConverge() {
        #expect(output(ofStep: 8).contains("the same event: true"))
    }

    @Test func articlesFigures() {
        #expect(output(ofStep: 11) == """
            code lines: 1807 → 1981, +9.6%
            files: 30 → 51
            average file: 60 → 39 lines of code

            """)
    }
}
