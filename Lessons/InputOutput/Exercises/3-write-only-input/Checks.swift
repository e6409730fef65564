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
    ]
}
