import OpenCombine
import LessonKit

/// Where console subscribers write what they hear. `flush()` prints it by subscriber name:
/// Combine's subjects promise no order among their subscribers (OpenCombine keeps them in a
/// set); each subscriber's own lines keep the order it heard them in.
final class ConsoleLog {
    private var lines: [(name: String, text: String)] = []

    func write(_ name: String, _ text: String) {
        lines.append((name, text))
    }

    var isEmpty: Bool { lines.isEmpty }

    func flush(indent: String = "  ") {
        let names = lines.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
        let width = max(7, names.map(\.count).max() ?? 0)
        for name in names {
            for line in lines where line.name == name {
                let pad = String(repeating: " ", count: width - name.count)
                print("\(indent)\(name)\(pad) \(line.text)")
            }
        }
        lines = []
    }
}

/// A subscriber that writes each value and the end to a console log. It asks for `demand`
/// values at first, and for more only when told to (`request`).
final class ConsoleSubscriber<Value, Failure: Error>: Subscriber, Cancellable {
    typealias Input = Value

    let name: String
    private let log: ConsoleLog
    private let initialDemand: Subscribers.Demand
    /// Its line in the lesson's marble diagram (`marbles`), if it has one.
    private let line: MarbleLog.Line?
    private var subscription: (any Subscription)?
    private(set) var values: [Value] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    init(_ name: String, log: ConsoleLog, demand: Subscribers.Demand = .unlimited, line: MarbleLog.Line? = nil) {
        self.name = name
        self.log = log
        initialDemand = demand
        self.line = line
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        values.append(input)
        log.write(name, "got \(input is String ? "'\(input)'" : "\(input)")")
        line?.mark(.value(MarbleTrack.label(input)))
        // No more for now: only `request` asks for more.
        return .none
    }

    /// More demand, when `demand <name> <count>` asks for it.
    func request(_ count: Int) {
        subscription?.request(.max(count))
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
        subscription = nil
        switch completion {
        case .finished:
            log.write(name, "finished")
            line?.mark(.finished)
        case .failure(let error):
            log.write(name, "failed: \(error)")
            line?.mark(.failed(MarbleTrack.label(error)))
        }
    }

    func cancel() {
        guard let subscription else { return }
        subscription.cancel()
        self.subscription = nil
        line?.mark(.cancelled)
    }

    var isSubscribed: Bool { subscription != nil }
}

extension ConsoleLog {
    /// A console subscriber called `name`, subscribed to `publisher`, asking for `demand` at first.
    @discardableResult
    func subscribe<P: Publisher>(
        _ name: String, to publisher: P, demand: Subscribers.Demand = .unlimited
    ) -> ConsoleSubscriber<P.Output, P.Failure> {
        let subscriber = ConsoleSubscriber<P.Output, P.Failure>(name, log: self, demand: demand)
        publisher.subscribe(subscriber)
        return subscriber
    }
}
