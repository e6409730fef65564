import OpenCombine

/// The seven outputs in one view model. Outside it, each is an `AnyPublisher` and nothing more.
// @snippet feed-vm-relays
final class FeedVM {
    /// BehaviorRelay
    @Output.Relay(value: "idle") var status: AnyPublisher<String, Never>
    /// PublishRelay
    @Output.Relay() var toast: AnyPublisher<String, Never>
    // @end feed-vm-relays
    /// BehaviorSubject
    @Output.Subject(value: "draft") var title: AnyPublisher<String, any Error>
    /// PublishSubject
    @Output.Subject() var alert: AnyPublisher<String, any Error>
    /// ReplaySubject
    @Output.Subject(replay: .custom(2)) var history: AnyPublisher<String, any Error>
    /// Completable
    @Output.Completable var loaded: AnyPublisher<Never, any Error>
    /// Single
    @Output.Single var token: AnyPublisher<String, any Error>
}

/// What the owner does with its outputs. In this file, because `_status` and the rest are
/// private: only `FeedVM`'s own declaration and its extensions in this file can reach them.
extension FeedVM {
    enum Name: String, CaseIterable {
        case status, toast, title, alert, history, loaded, token

        var kind: String {
            switch self {
            case .status: "@Output.Relay(value:)"
            case .toast: "@Output.Relay()"
            case .title: "@Output.Subject(value:)"
            case .alert: "@Output.Subject()"
            case .history: "@Output.Subject(replay: .custom(2))"
            case .loaded: "@Output.Completable"
            case .token: "@Output.Single"
            }
        }
    }

    /// Why `send` refused, or nil if it went out.
    func send(_ value: String, to name: Name) -> String? {
        switch name {
        case .status: _status.rx.accept(value)
        case .toast: _toast.rx.accept(value)
        case .title: _title.rx.send(value)
        case .alert: _alert.rx.send(value)
        case .history: _history.rx.send(value)
        case .loaded: return "a Completable has no values (its Output is Never): try 'complete loaded'"
        case .token: if !_token.rx.succeed(value) { return "token has settled already: a Single gives one outcome" }
        }
        return nil
    }

    /// Why it refused, or nil if the end went out.
    func end(_ name: Name, with completion: Subscribers.Completion<any Error>) -> String? {
        switch name {
        case .status, .toast: return "\(name) is a relay: no send(completion:), it never ends"
        case .title: _title.rx.send(completion: completion)
        case .alert: _alert.rx.send(completion: completion)
        case .history: _history.rx.send(completion: completion)
        case .loaded: _loaded.rx.send(completion: completion)
        case .token:
            let settled = switch completion {
            case .finished: false
            case .failure(let error): _token.rx.fail(error)
            }
            if case .finished = completion { return "a Single ends with a value ('send token <value>') or an error ('fail token')" }
            if !settled { return "token has settled already: a Single gives one outcome" }
        }
        return nil
    }

    /// What a subscriber arriving now would be handed first, for `outputs`.
    func state(of name: Name) -> String {
        func quoted(_ values: [String]) -> String { "[" + values.map { "'\($0)'" }.joined(separator: ", ") + "]" }
        func ending(_ completion: Subscribers.Completion<any Error>?) -> String {
            switch completion {
            case nil: ""
            case .finished: "finished"
            case .failure(let error): "failed: \(error)"
            }
        }
        switch name {
        case .status: return "value '\(_status.rx.value)'"
        case .toast: return "no value kept"
        case .title: return Self.end(of: _title.rx).map(ending) ?? "value '\(_title.rx.value)'"
        case .alert: return Self.end(of: _alert.rx).map(ending) ?? "no value kept"
        case .history:
            let replay = _history.rx.replay
            return "replays \(quoted(replay.values))" + (replay.completion.map { ", then " + ending($0) } ?? "")
        case .loaded: return Self.end(of: _loaded.rx).map(ending) ?? "not ended"
        case .token:
            let replay = _token.rx.replay
            return replay.completion.map { "replays \(quoted(replay.values)), then " + ending($0) } ?? "not settled"
        }
    }

    /// How a subject ended, or nil if it has not. Combine's subjects keep no record one can
    /// read, but a finished subject hands its end to every new subscriber: so ask as one.
    private static func end<P: Publisher>(of subject: P) -> Subscribers.Completion<P.Failure>? {
        var end: Subscribers.Completion<P.Failure>?
        _ = subject.sink(receiveCompletion: { end = $0 }, receiveValue: { _ in })
        return end
    }
}
