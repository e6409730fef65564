import OpenCombine

extension Publisher {
    /// Subscribes a recording subscriber: every value (labelled by `label`), the completion or
    /// failure, and a cancellation go onto `track` at the virtual time they happen. It asks for
    /// every value, as `sink` does. Keep the returned cancellable, as with `sink`.
    public func record(on track: MarbleTrack, label: @escaping (Output) -> String = { MarbleTrack.label($0) }) -> AnyCancellable {
        let subscriber = MarbleSubscriber<Output, Failure>(track: track, label: label)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// A real OpenCombine subscriber that writes what it receives onto a ``MarbleTrack``.
public final class MarbleSubscriber<Input, Failure: Error>: Subscriber, Cancellable {
    private let track: MarbleTrack
    private let label: (Input) -> String
    private var subscription: (any Subscription)?
    private var done = false

    public init(track: MarbleTrack, label: @escaping (Input) -> String) {
        self.track = track
        self.label = label
    }

    public func receive(subscription: any Subscription) {
        guard self.subscription == nil, !done else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        if !done { track.value(label(input)) }
        return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        guard !done else { return }
        done = true
        subscription = nil
        switch completion {
        case .finished: track.finished()
        case .failure(let error): track.failed(MarbleTrack.label(error))
        }
    }

    public func cancel() {
        guard !done else { return }
        done = true
        track.cancelled()
        subscription?.cancel()
        subscription = nil
    }
}
