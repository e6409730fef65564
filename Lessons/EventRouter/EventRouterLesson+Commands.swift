import LessonKit

/// The lesson's commands: they drive the live chat app (`Live`), fresh on every `open` and
/// `reset`. `open` and `back` are the shell's own, hence `chat` and `close`.
extension EventRouterLesson {
    public var commands: [LessonCommand] {
        [
            screenCommand, chatCommand, closeCommand, sendCommand, failCommand, retryCommand,
            pushCommand, wsCommand, socketCommand, createCommand, listenersCommand,
        ]
    }

    var screenCommand: LessonCommand {
        LessonCommand(
            "screen",
            summary: "show the live app's screen on top"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            print(live.app.render().joined(separator: "\n"))
        }
    }

    var chatCommand: LessonCommand {
        LessonCommand(
            "chat",
            usage: "<name>",
            summary: "tap a chat in the list: its screen opens and reads it",
            complete: { [live] index, _ in index == 0 ? live.app.model.contacts : [] }
        ) { [live] arguments in
            let contact = try live.contact(arguments)
            try arguments.expectAtMost(1)
            if live.app.openChat?.contact == contact {
                throw CommandError("\(contact)'s chat is already open")
            }
            // A tap on the list's row, as the user would: back to the list first.
            live.app.back()
            _ = live.app.chatsScreen.tap(contact: contact)
            live.report()
        }
    }

    var closeCommand: LessonCommand {
        LessonCommand(
            "close",
            summary: "close the open chat or the new-chat screen, back to the list"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            weak let probe = live.app.navigation.topViewController
            let name = live.app.createScreen == nil ? "chat screen" : "new-chat screen"
            guard live.app.openChat != nil || live.app.createScreen != nil else {
                throw CommandError("nothing to close: the chat list is on screen")
            }
            live.app.back()
            live.report()
            print("the \(name) is \(probe == nil ? "gone" : "still alive"); 'listeners' shows its dead entry until the next event")
        }
    }

    var sendCommand: LessonCommand {
        LessonCommand(
            "send",
            usage: "<text>",
            summary: "send a message in the open chat; the bot answers 3s later",
            complete: { index, _ in index == 0 ? ["hello"] : [] }
        ) { [live] arguments in
            let text = try Live.text(arguments, from: 0)
            guard let chat = live.app.openChat else {
                throw CommandError("no chat is open: open one with 'chat <name>' first")
            }
            live.marbles.arrived(text, on: "send")
            chat.sendTapped(text)
            live.report()
        }
    }

    var failCommand: LessonCommand {
        LessonCommand(
            "fail",
            summary: "the server drops the next message you send: 2s later sending fails"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            live.app.server.dropsNextMessage = true
            print("the server will drop the next message you send: no answer comes, so 2s later")
            print("the endpoint gives up and routes failedSending ('advance 2s')")
        }
    }

    var retryCommand: LessonCommand {
        LessonCommand(
            "retry",
            summary: "tap Retry in the open chat: its failed messages are sent again"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            guard let chat = live.app.openChat else {
                throw CommandError("no chat is open: open one with 'chat <name>' first")
            }
            guard chat.canRetry else {
                throw CommandError(
                    "no Retry on \(chat.contact)'s screen: nothing failed ('fail', then 'send', makes it fail)")
            }
            live.marbles.arrived("retry", on: "send")
            chat.retryTapped()
            live.report()
        }
    }

    var pushCommand: LessonCommand {
        LessonCommand(
            "push",
            usage: "<chat> <text>",
            summary: "a push notification arrives from that contact",
            complete: { [live] index, _ in index == 0 ? live.app.model.contacts : [] }
        ) { [live] arguments in
            let contact = try live.contact(arguments)
            let text = try Live.text(arguments, from: 1)
            let notification = PushNotification(title: contact, body: text, messageId: live.messageId(contact, text))
            live.marbles.arrived(ChatMarbles.label(notification), on: "push")
            live.app.pushNotifications.received(notification: notification)
            live.report()
        }
    }

    var wsCommand: LessonCommand {
        LessonCommand(
            "ws",
            usage: "<chat> <text>",
            summary: "a WebSocket frame from that contact: an event only while their chat is open",
            complete: { [live] index, _ in index == 0 ? live.app.model.contacts : [] }
        ) { [live] arguments in
            let contact = try live.contact(arguments)
            let text = try Live.text(arguments, from: 1)
            let frame = ChatWebSocket.Frame(type: "message", from: contact, text: text, id: live.messageId(contact, text)).json
            print("frame: \(frame)")
            live.marbles.arrived(ChatMarbles.label(frame: frame), on: "ws")
            live.app.webSocket.receive(frame: frame)
            live.report()
        }
    }

    var socketCommand: LessonCommand {
        LessonCommand(
            "socket",
            summary: "which chat the WebSocket is connected to, and what the server holds back",
            readsOnly: true
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            let app = live.app
            if let chat = app.openChat, let socket = chat.socket, app.webSocket.isConnected(to: socket.contact) {
                print("connected to \(socket.contact)'s chat: its chat screen holds the connection")
            } else {
                print("not connected: it connects when a chat screen opens")
            }
            let held = app.server.heldReceipts
            print("the server holds read receipts for: " + (held.isEmpty ? "nobody" : held.joined(separator: ", ")))
        }
    }

    var createCommand: LessonCommand {
        LessonCommand(
            "create",
            usage: "<name>",
            summary: "tap + on the list and ask the server for a chat with <name>",
            complete: { [live] index, _ in
                index == 0 ? ChatBot.users.filter { !live.app.model.contacts.contains($0) } : []
            }
        ) { [live] arguments in
            let name = try arguments.string(0, "name")
            try arguments.expectAtMost(1)
            // The + button, unless the new-chat screen is on top already (after a refusal, say).
            if live.app.createScreen == nil { live.app.chatsScreen.addTapped() }
            guard let screen = live.app.createScreen, screen.createTapped(name: name) else {
                throw CommandError("the Create button is off while the server answers: 'advance 1s' brings its answer")
            }
            live.report()
        }
    }

    var listenersCommand: LessonCommand {
        LessonCommand(
            "listeners",
            summary: "list the handler's listeners per kind, dead or alive",
            readsOnly: true
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            for (kind, entries) in live.app.handler.listenerReport {
                let listed = entries.map { "\($0.name) (\($0.isAlive ? "alive" : "dead"))" }
                print("\(kind): " + (listed.isEmpty ? "none" : listed.joined(separator: ", ")))
            }
        }
    }
}

extension EventRouterLesson.Live {
    /// The contact named by the first argument: one of the model's chats, with a did-you-mean.
    func contact(_ arguments: CommandArguments) throws -> String {
        try arguments.choice(0, "chat", from: app.model.contacts)
    }

    /// The server's id for what `push` and `ws` bring: one per chat and text, so that `push bob hi`
    /// and `ws bob hi` are one message arriving twice, as when the server sends it both ways.
    func messageId(_ contact: String, _ text: String) -> String {
        let key = contact + "\n" + text
        if let id = messageIds[key] { return id }
        let id = app.server.newMessageId()
        messageIds[key] = id
        return id
    }

    /// The words from `index` on, as one message.
    static func text(_ arguments: CommandArguments, from index: Int) throws -> String {
        _ = try arguments.string(index, "message text")
        let text = arguments.values[index...].joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else { throw CommandError("the message is empty") }
        return text
    }
}
