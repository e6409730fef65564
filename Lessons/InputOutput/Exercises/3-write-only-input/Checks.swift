import CellKit
import OpenCombine
@testable import InputOutput

/// What the owner's side heard through a subject.
private final class OwnerLog {
    var values: [String] = []
    var end: String?
    var subscription: AnyCancellable?
}

private func listen(to subject: PassthroughSubject<String, any Error>) -> OwnerLog {
    let log = OwnerLog()
    log.subscription = subject.sink(
        receiveCompletion: { [weak log] completion in
            switch completion {
            case .finished: log?.end = "finished"
            case .failure(let error): log?.end = "failed: \(error)"
            }
        },
        receiveValue: { [weak log] in log?.values.append($0) }
    )
    return log
}

private struct Cancelled: Error, CustomStringConvertible {
    var description: String { "search cancelled" }
}

func checks() -> [Check] {
    [
        Check("a value sent into a relay input reaches the relay") {
            let query = BehaviorRelay(value: "")
            let input = AnyInput(query)
            input.send("Moscow")
            try expectEqual(query.value, "Moscow", "after input.send(\"Moscow\") the owner's BehaviorRelay should hold \"Moscow\": send should call the relay's accept")
            let taps = PublishRelay<Int>()
            var heard: [Int] = []
            let subscription = taps.sink { heard.append($0) }
            AnyInput(taps).send(1)
            try expectEqual(heard, [1], "a value sent into a PublishRelay input should reach the relay's subscribers")
            subscription.cancel()
        },
        Check("a value sent into a subject input reaches the subject") {
            let submit = PassthroughSubject<String, any Error>()
            let owner = listen(to: submit)
            let input = AnyInput(submit)
            input.send("Moscow")
            input.send("Oslo")
            try expectEqual(owner.values, ["Moscow", "Oslo"], "the owner, subscribed to its subject, should hear both values sent into the input")
        },
        Check("ending a subject input ends the subject") {
            let finished = PassthroughSubject<String, any Error>()
            let owner = listen(to: finished)
            AnyInput(finished).send(completion: .finished)
            try expectEqual(owner.end, "finished", "send(completion: .finished) on the input should end the owner's subject")
            let failed = PassthroughSubject<String, any Error>()
            let other = listen(to: failed)
            AnyInput(failed).send(completion: .failure(Cancelled()))
            try expectEqual(other.end, "failed: search cancelled", "send(completion: .failure(...)) on the input should fail the owner's subject with that error")
        },
        Check("an input does not keep its relay or subject alive") {
            weak var goneRelay: BehaviorRelay<String>?
            weak var goneSubject: PassthroughSubject<String, any Error>?
            var relayInput: AnyInput<String, Never>?
            var subjectInput: AnyInput<String, any Error>?
            do {
                let relay = BehaviorRelay(value: "")
                let subject = PassthroughSubject<String, any Error>()
                relayInput = AnyInput(relay)
                subjectInput = AnyInput(subject)
                goneRelay = relay
                goneSubject = subject
            }
            try expect(goneRelay == nil, "the input kept its relay alive after the owner let go: capture the relay weakly, as the article does, so a view that keeps an input does not keep the view model's relay")
            try expect(goneSubject == nil, "the input kept its subject alive after the owner let go: capture the subject weakly")
            // Sending into an input whose relay is gone does nothing, and does not crash.
            relayInput?.send("late")
            subjectInput?.send("late")
            subjectInput?.send(completion: .finished)
        },
        Check("an input is no publisher: nobody holding it can subscribe") {
            let relayInput: Any = AnyInput(PublishRelay<String>())
            let subjectInput: Any = AnyInput(PassthroughSubject<String, any Error>())
            try expect(!(relayInput is any Publisher) && !(subjectInput is any Publisher), "AnyInput is a publisher, so a view holding it can subscribe to what the owner keeps behind it: an input only takes values")
        },
        Check("two inputs send into their own relays and subjects, each value once") {
            let first = BehaviorRelay(value: "")
            let second = BehaviorRelay(value: "")
            let firstInput = AnyInput(first)
            let secondInput = AnyInput(second)
            firstInput.send("Oslo")
            secondInput.send("Rome")
            try expectEqual([first.value, second.value], ["Oslo", "Rome"], "each input should send into the relay it was made from, and no other")
            let replay = ReplaySubject<String, any Error>(.all)
            let input = AnyInput(replay)
            input.send("a")
            input.send("b")
            input.send(completion: .finished)
            var heard: [String] = []
            var end: String?
            let subscription = replay.sink(receiveCompletion: { end = "\($0)" }, receiveValue: { heard.append($0) })
            try expectEqual(heard, ["a", "b"], "an input over a replay subject should send each value into it once, in order")
            try expect(end != nil, "an input over a replay subject should end it with send(completion:)")
            subscription.cancel()
        },
        Check("the owner may send into an input from its own subscriber") {
            let relay = PublishRelay<Int>()
            let input = AnyInput(relay)
            var heard: [Int] = []
            let subscription = relay.sink { value in
                heard.append(value)
                if value < 3 { input.send(value + 1) }
            }
            input.send(1)
            try expectEqual(heard, [1, 2, 3], "a subscriber that sends into the input again, from inside its own handler, should have its value go through: send only forwards (a lock held around the forwarding would deadlock here)")
            subscription.cancel()
        },
        exploredInputs(),
    ]
}

/// One step of an explored sequence: what the view sends into the inputs, or the owner letting go.
enum Step {
    case send(String)
    case end
    case ownerLetsGo

    var words: String {
        switch self {
        case .send(let value): "send \(value)"
        case .end: "send(completion: .finished)"
        case .ownerLetsGo: "the owner lets go of its relay and subject"
        }
    }
}

func exploredInputs() -> Check {
    Check("whatever the view sends, the owner hears exactly that, until it ends or lets go") {
        try explore(operation: { (random: inout ExploreRandom) -> Step in
            switch random.int(in: 0...9) {
            case 0...6: Step.send(random.pick(["a", "b", "c"]))
            case 7...8: .end
            default: .ownerLetsGo
            }
        }, describe: \Step.words) { steps in
            var relay: PublishRelay<String>? = PublishRelay()
            var subject: PassthroughSubject<String, any Error>? = PassthroughSubject()
            weak let relayProbe = relay
            weak let subjectProbe = subject
            let relayInput = AnyInput(relay!)
            let subjectInput = AnyInput(subject!)
            var relayHeard: [String] = []
            let owner = listen(to: subject!)
            var relaySubscription: AnyCancellable? = relay!.sink { relayHeard.append($0) }
            var expected: (relay: [String], subject: [String], end: String?) = ([], [], nil)
            var alive = true
            for step in steps {
                switch step {
                case .send(let value):
                    relayInput.send(value)
                    subjectInput.send(value)
                    if alive { expected.relay.append(value) }
                    if alive, expected.end == nil { expected.subject.append(value) }
                case .end:
                    subjectInput.send(completion: .finished)
                    if alive, expected.end == nil { expected.end = "finished" }
                case .ownerLetsGo:
                    owner.subscription = nil
                    relaySubscription = nil
                    relay = nil
                    subject = nil
                    alive = false
                    try expect(relayProbe == nil && subjectProbe == nil, "the owner let go, but the inputs kept its relay or subject alive")
                }
                try expectEqual(relayHeard, expected.relay, "the relay's subscriber heard the wrong values")
                try expectEqual(owner.values, expected.subject, "the subject's subscriber heard the wrong values")
                try expectEqual(owner.end, expected.end, "the subject's subscriber heard the wrong end")
            }
            relaySubscription?.cancel()
        }
    }
}
