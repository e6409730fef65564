import CellKit
import LessonKit
@testable import EventRouter

/// The lesson's whole chat app, loaded, with your receiver on its router.
struct SocketRig {
    let clock = LessonClock()
    let app: ChatApp
    let receiver: FrameReceiver

    init() {
        app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        receiver = FrameReceiver(router: app.router, clock: clock)
        clock.advance(by: .seconds(60))
    }

    /// What the router saw while `action` ran.
    func routed(by action: () -> Void) -> [ChatEventRouter.Routed] {
        let before = app.router.history.count
        action()
        return Array(app.router.history.dropFirst(before))
    }
}

func checks() -> [Check] {
    [
        Check("a message frame routes the very event a push notification routes") {
            let rig = SocketRig()
            let byPush = rig.routed { rig.app.pushNotifications.received(notification: PushNotification(title: "bob", body: "Lunch?")) }
            var became = false
            let byFrame = rig.routed { became = rig.receiver.receive(frame: #"{"type":"message","from":"bob","text":"Lunch?"}"#) }
            try expect(!byFrame.isEmpty, "the frame routed nothing: decode it and route .received(message:contact:) through the router")
            try expectEqual(byFrame.first?.description, byPush.first?.description, "the frame and the push should make the same event")
            guard case .message(.received(let pushed, _))? = byPush.first,
                  case .message(.received(let framed, _))? = byFrame.first else { try fail("the frame should route .received") }
            try expectEqual(framed.sender, pushed.sender, "the message is from the frame's sender")
            try expectEqual(framed.state, pushed.state, "a message that just arrived is .sent, not read yet, as a pushed one is")
            try expectEqual(framed.sendDate, pushed.sendDate, "the message was sent now: use clock.now, as the push controller does")
            try expect(became, "receive(frame:) should return true when the frame became an event")
        },
        Check("bob's open chat shows the frame's message, and reads it at once") {
            let rig = SocketRig()
            rig.app.showChat("bob")
            rig.receiver.receive(frame: #"{"type":"message","from":"bob","text":"Lunch?"}"#)
            let screen = rig.app.openChat?.render() ?? []
            try expect(screen.contains { $0.contains("bob: Lunch?") }, "bob's chat screen does not show \"Lunch?\": route the frame's message through the router, which updates the model and the screens")
            try expectEqual(rig.app.model.chat(with: "bob")?.messages.last?.state, .read, "bob's chat is on screen, so his message should be read at once, as a pushed one would")
        },
        Check("a read frame routes the other side's read receipt") {
            let rig = SocketRig()
            var became = false
            let events = rig.routed { became = rig.receiver.receive(frame: #"{"type":"read","from":"bob"}"#) }
            try expectEqual(events.map(\.description), [MessageEvent.otherRead(reader: "bob").description], "a \"read\" frame from bob is bob reading what the user sent")
            try expect(became, "receive(frame:) should return true when the frame became an event")
            let yours = rig.app.model.chat(with: "bob")?.messages.filter { $0.sender == .user } ?? []
            try expect(yours.allSatisfy { $0.state == .read }, "after bob's read receipt the user's messages to bob should be read")
        },
        Check("a frame the app does not understand routes nothing") {
            let rig = SocketRig()
            let frames = [
                "not JSON at all",
                #"{"type":"typing","from":"bob"}"#,
                #"{"type":"message","from":"bob"}"#,
                #"{"text":"no type, no sender"}"#,
            ]
            for frame in frames {
                var became = true
                let events = rig.routed { became = rig.receiver.receive(frame: frame) }
                try expect(events.isEmpty, "the frame \(frame) routed \(events.map(\.description)): a frame that is not a message with a text, nor a read receipt, is dropped")
                try expect(!became, "receive(frame:) returned true for \(frame), which became no event")
            }
        },
        Check("a read frame is a read receipt, with or without a text") {
            let rig = SocketRig()
            var became = false
            let events = rig.routed { became = rig.receiver.receive(frame: #"{"type":"read","from":"alice","text":"seen"}"#) }
            try expectEqual(events.map(\.description), [MessageEvent.otherRead(reader: "alice").description], "a \"read\" frame is alice's read receipt, whatever else it carries: its text does not matter")
            try expect(became, "receive(frame:) should return true when the frame became an event")
        },
        exploredFrames(),
    ]
}

/// One step of an explored sequence: a frame from the server, or time passing.
enum Step {
    case frame(String)
    case wait(Int)

    var words: String {
        switch self {
        case .frame(let json): "the frame \(json)"
        case .wait(let seconds): "\(seconds) s pass"
        }
    }
}

func exploredFrames() -> Check {
    Check("whatever frames come, and whenever, each routes exactly the event it stands for, stamped with the clock's time") {
        let frames: [(json: String, from: String, text: String?, isMessage: Bool)] = [
            (#"{"type":"message","from":"bob","text":"Lunch?"}"#, "bob", "Lunch?", true),
            (#"{"from":"alice","text":"Où ça ?","type":"message"}"#, "alice", "Où ça ?", true),
            (#"{"type":"message","from":"dave","text":"Hi, it's Dave"}"#, "dave", "Hi, it's Dave", true),
            (#"{"type":"read","from":"bob"}"#, "bob", nil, false),
            (#"{"type":"read","from":"carol","text":null}"#, "carol", nil, false),
            (#"{"type":"message","from":"bob","text":null}"#, "", nil, false),
            (#"{"type":"typing","from":"alice"}"#, "", nil, false),
            (#"{"type":"message","text":"who?"}"#, "", nil, false),
            ("[]", "", nil, false),
        ]
        try explore(operation: { random in
            random.chance(25) ? Step.wait(random.int(in: 1...90)) : .frame(random.pick(frames).json)
        }, describe: \.words) { steps in
            let rig = SocketRig()
            for step in steps {
                guard case .frame(let json) = step else {
                    if case .wait(let seconds) = step { rig.clock.advance(by: .seconds(seconds)) }
                    continue
                }
                let frame = frames.first { $0.json == json }!
                var expected: MessageEvent?
                if frame.isMessage, let text = frame.text {
                    expected = .received(message: Message(sender: .other(name: frame.from), text: text, state: .sent, sendDate: rig.clock.now), contact: frame.from)
                } else if !frame.from.isEmpty {
                    expected = .otherRead(reader: frame.from)
                }
                var became = false
                let events = rig.routed { became = rig.receiver.receive(frame: json) }
                if case .message(.received(let message, _))? = events.first {
                    try expectEqual(message.sendDate, rig.clock.now, "the last frame's message should be stamped with the clock's time when it arrived: read clock.now on every frame")
                }
                try expectEqual(events.first, expected.map { .message($0) }, "the last frame routed the wrong event (sender, text and state all count)")
                try expectEqual(became, expected != nil, "receive(frame:) should say whether the last frame became an event")
            }
        }
    }
}
