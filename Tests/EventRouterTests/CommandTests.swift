import Testing
import TestSupport
@testable import EventRouter

@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    @Test func screenShowsTheLoadedList() {
        let (text, failed) = run("screen")
        #expect(!failed)
        #expect(text.hasPrefix("┌─ Chats (3 unread) "))
        #expect(text.contains("│ carol (2)                         Apr 21     │"))
    }

    @Test func chatOpensAndReadsIt() {
        let (text, failed) = run("chat Alice")
        #expect(!failed)
        #expect(text.hasPrefix("""
            socket: connected to alice's chat
            routed: MessageEvent.userReads(messagesSentBy: alice)
            routed: MessageEvent.userRead(1 message, sentBy: alice)
            ┌─ alice ─
            """))
    }

    @Test func chatSwitchesFromAnotherChat() {
        let shell = openLesson()
        shell.send("chat bob")
        let text = shell.send("chat carol").text.plain
        #expect(text.contains("┌─ carol ─"))
        // Opening carol routed events, and telling listeners dropped bob's dead entry.
        #expect(shell.send("listeners").text.plain.contains("ChatListening: the marbles recorder (alive), ChatViewController(carol) (alive)\n"))
    }

    @Test func sendThenAdvanceDeliversTheReply() {
        let shell = openLesson()
        shell.send("chat bob")
        #expect(shell.send("send see you at noon").text.plain.contains("│ 17:41 you: see you at noon …"))
        let early = shell.send("advance 2s").text.plain
        #expect(early.contains("routed: MessageEvent.otherRead(reader: bob)"))
        #expect(!early.contains("received"))
        let late = shell.send("advance 1s").text.plain
        #expect(late.hasPrefix("routed: MessageEvent.received(\"You said “see you at noon”. Tell me more!\", from: bob)\n"))
        #expect(late.contains("│ 17:41 you: see you at noon ✓✓"))
    }

    @Test func closeGoesBackAndTheScreenDies() {
        let (text, failed) = run("close", after: ["chat bob"])
        #expect(!failed)
        #expect(text.hasPrefix("socket: disconnected from bob's chat\n┌─ Chats "))
        #expect(text.hasSuffix("the chat screen is gone; 'listeners' shows its dead entry until the next event\n"))
    }

    @Test func pushForAnotherChatShowsANotice() {
        let (text, failed) = run("push carol call me", after: ["chat bob"])
        #expect(!failed)
        #expect(text.hasPrefix("""
            routed: MessageEvent.received("call me", from: carol)
            in-app notice: carol: call me
            [notice] carol: call me
            ┌─ bob ─
            """))
    }

    @Test func wsForTheOpenChatIsReadAtOnce() {
        let (text, failed) = run("ws bob hi", after: ["chat bob"])
        #expect(!failed)
        #expect(text.hasPrefix("""
            frame: {"from":"bob","id":"m1","text":"hi","type":"message"}
            routed: MessageEvent.received("hi", from: bob)
            routed: MessageEvent.userReads(messagesSentBy: bob)
            routed: MessageEvent.userRead(1 message, sentBy: bob)
            ┌─ bob ─
            """))
        #expect(!text.contains("notice"))
    }

    @Test func listenersShowsEachKind() {
        let (text, failed) = run("listeners")
        #expect(!failed)
        #expect(text == """
            ChatListListening: ChatsViewController (alive), the marbles recorder (alive)
            ChatListening: the marbles recorder (alive)
            NoticeListening: NoticeBanner (alive), the marbles recorder (alive)
            CreateChatListening: none

            """)
    }

    @Test(arguments: [
        ("chat", "error: missing chat\nusage: chat <name>\n"),
        ("chat bbo", "error: unknown chat 'bbo' (did you mean 'bob'?); one of: alice, bob, carol\nusage: chat <name>\n"),
        ("chat bob carol", "error: too many arguments: 'carol' and after are not expected\nusage: chat <name>\n"),
        ("send hi", "error: no chat is open: open one with 'chat <name>' first\nusage: send <text>\n"),
        ("send", "error: missing message text\nusage: send <text>\n"),
        ("close", "error: nothing to close: the chat list is on screen\n"),
        ("create", "error: missing name\nusage: create <name>\n"),
        ("create dave erin", "error: too many arguments: 'erin' and after are not expected\nusage: create <name>\n"),
        ("socket now", "error: too many arguments: 'now' and after are not expected\n"),
        ("push", "error: missing chat\nusage: push <chat> <text>\n"),
        ("push bob", "error: missing message text\nusage: push <chat> <text>\n"),
        ("push zed hi", "error: unknown chat 'zed'; one of: alice, bob, carol\nusage: push <chat> <text>\n"),
        ("ws carl hi", "error: unknown chat 'carl' (did you mean 'carol'?); one of: alice, bob, carol\nusage: ws <chat> <text>\n"),
        ("ws bob '  '", "error: the message is empty\nusage: ws <chat> <text>\n"),
        ("listeners all", "error: too many arguments: 'all' and after are not expected\n"),
        ("screen now", "error: too many arguments: 'now' and after are not expected\n"),
    ])
    func badInputIsRejected(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message)
    }

    @Test func chatAlreadyOpenIsAnError() {
        let (text, failed) = run("chat bob", after: ["chat bob"])
        #expect(failed)
        #expect(text == "error: bob's chat is already open\nusage: chat <name>\n")
    }

    @Test func completionOffersChatNames() {
        let lesson = EventRouterLesson(context: .init())
        for name in ["chat", "push", "ws"] {
            let command = lesson.commands.first { $0.name == name }!
            #expect(command.complete(0, []) == ["alice", "bob", "carol"])
            #expect(command.complete(1, ["bob"]).isEmpty)
        }
    }

    @Test func createCompletesUsersWithoutAChat() {
        let shell = openLesson()
        let create = EventRouterLesson(context: .init()).commands.first { $0.name == "create" }!
        #expect(create.complete(0, []) == ["dave", "erin"])
        #expect(shell.shell.completions(for: "create ").contains("dave"))
    }

    @Test func createShowsBusyThenTheNewChat() {
        let shell = openLesson()
        let asked = shell.send("create dave").text.plain
        #expect(asked.hasPrefix("routed: ChatEvent.creating(contact: dave)\n┌─ New chat "))
        #expect(asked.contains("│ (creating the chat…) "))
        let answered = shell.send("advance 1s").text.plain
        #expect(answered.hasPrefix("""
            routed: ChatEvent.created(chat: dave)
            socket: connected to dave's chat
            ┌─ dave ─
            """))
        #expect(shell.send("chat dave").text.plain.hasPrefix("error: dave's chat is already open"))
    }

    @Test func createRefusedShowsTheErrorAndStaysOnTheScreen() {
        let shell = openLesson()
        shell.send("create zed")
        let answered = shell.send("advance 1s").text.plain
        #expect(answered.hasPrefix("routed: ChatEvent.createChatFailed(reason: \"no user called 'zed'\")\n"))
        #expect(answered.contains("│ Could not create the chat: no user called 'zed'. │"))
        let closed = shell.send("close")
        #expect(!closed.failed)
        #expect(closed.text.plain.hasSuffix("the new-chat screen is gone; 'listeners' shows its dead entry until the next event\n"))
    }

    @Test func createWhileTheServerAnswersIsAnError() {
        let (text, failed) = run("create erin", after: ["create dave"])
        #expect(failed)
        #expect(text == "error: the Create button is off while the server answers: 'advance 1s' brings its answer\nusage: create <name>\n")
    }

    /// The commands give one chat and text one id: the frame brings the pushed message again.
    @Test func aMessagePushedThenFramedArrivesOnce() {
        let (text, failed) = run("ws bob Lunch?", after: ["chat bob", "push bob Lunch?"])
        #expect(!failed)
        #expect(text.hasPrefix("""
            frame: {"from":"bob","id":"m1","text":"Lunch?","type":"message"}
            routed: MessageEvent.received("Lunch?", from: bob)
            ┌─ bob ─
            """))
        #expect(text.components(separatedBy: "bob: Lunch?").count == 2, "shown once: \(text)")
    }

    @Test func wsForAClosedChatIsDropped() {
        let (text, failed) = run("ws carol hi")
        #expect(!failed)
        #expect(text.hasPrefix("""
            frame: {"from":"carol","id":"m1","text":"hi","type":"message"}
            socket: dropped a frame from carol: no chat screen, no connection
            ┌─ Chats (3 unread) ─
            """))
        #expect(!text.contains("routed"))
    }

    @Test func socketFollowsTheChatScreen() {
        let shell = openLesson()
        #expect(shell.send("socket").text.plain == "not connected: it connects when a chat screen opens\nthe server holds read receipts for: nobody\n")
        shell.send("chat bob")
        #expect(shell.send("socket").text.plain.hasPrefix("connected to bob's chat: its chat screen holds the connection\n"))
        shell.send("send hi")
        shell.send("close")
        shell.send("advance 1s")
        #expect(shell.send("socket").text.plain == "not connected: it connects when a chat screen opens\nthe server holds read receipts for: bob\n")
        #expect(shell.send("chat bob").text.plain.hasPrefix("socket: connected to bob's chat\nrouted: MessageEvent.otherRead(reader: bob)\n"))
    }

    @Test func resetStartsAFreshApp() {
        let shell = openLesson()
        shell.send("push carol hi")
        shell.send("reset")
        #expect(shell.send("screen").text.plain.contains("│ carol (2) "))
    }
}
