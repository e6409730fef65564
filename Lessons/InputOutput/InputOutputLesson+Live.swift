import OpenCombine
import LessonKit

/// What a console subscriber can be asked to do, whatever it listens to.
protocol LiveSubscriber: AnyObject {
    var name: String { get }
    var isSubscribed: Bool { get }
    func request(_ count: Int)
    func cancel()
}

extension ConsoleSubscriber: LiveSubscriber {}

extension InputOutputLesson {
    /// What the commands work on, fresh on every `open` and `reset`: a class apart from the
    /// lesson, so that what `inspect` holds does not hold the lesson.
    final class Live {
        let feed = FeedVM()
        let log = ConsoleLog()
        /// Lines for the lesson's recorder (`marbles`): one for each output the commands touched,
        /// as a subscriber that asks for everything sees it, and one for each console subscriber.
        let marbles: MarbleLog
        private var watching: [FeedVM.Name: AnyCancellable] = [:]
        private(set) var subscribers: [String: (subscriber: any LiveSubscriber, output: FeedVM.Name)] = [:]
        /// The context's tracker: `lifetimes` draws each subscriber `subscribe` made, until `cancel`
        /// lets it go (or shows what still holds it).
        let lifetimes: LifetimeTracker

        init(marbles: MarbleRecorder, lifetimes: LifetimeTracker) {
            self.marbles = MarbleLog(recorder: marbles)
            self.lifetimes = lifetimes
        }

        /// From the first command that touches `output` on, its line in `marbles` records it.
        func watch(_ output: FeedVM.Name) {
            guard watching[output] == nil else { return }
            let line = marbles.line("feed.\(output)")
            watching[output] = switch output {
            case .status: Self.sink(feed.status, line)
            case .toast: Self.sink(feed.toast, line)
            case .title: Self.sink(feed.title, line)
            case .alert: Self.sink(feed.alert, line)
            case .history: Self.sink(feed.history, line)
            case .loaded: Self.sink(feed.loaded, line)
            case .token: Self.sink(feed.token, line)
            }
            marbles.flush()
        }

        private static func sink<Value, Failure>(_ publisher: AnyPublisher<Value, Failure>, _ line: MarbleLog.Line) -> AnyCancellable {
            publisher.sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: line.mark(.finished)
                    case .failure(let error): line.mark(.failed(MarbleTrack.label(error)))
                    }
                },
                receiveValue: { line.mark(.value(MarbleTrack.label($0))) }
            )
        }

        var subscriberNames: [String] { subscribers.keys.sorted() }

        /// For `inspect subscribers`: name → output, in name order.
        var subscriberList: [String] {
            subscriberNames.map { name in
                let entry = subscribers[name]!
                return "\(name) → \(entry.output)\(entry.subscriber.isSubscribed ? "" : " (ended)")"
            }
        }

        func subscribe(_ name: String, to output: FeedVM.Name, demand: Subscribers.Demand) {
            watch(output)
            let line = marbles.line("\(name) on \(output)")
            let subscriber: any LiveSubscriber = switch output {
            case .status: attach(name, feed.status, demand, line)
            case .toast: attach(name, feed.toast, demand, line)
            case .title: attach(name, feed.title, demand, line)
            case .alert: attach(name, feed.alert, demand, line)
            case .history: attach(name, feed.history, demand, line)
            case .loaded: attach(name, feed.loaded, demand, line)
            case .token: attach(name, feed.token, demand, line)
            }
            subscribers[name] = (subscriber, output)
            // `Subscriber #1 (ann)`: a ConsoleSubscriber<String, Never>, named as its marble line is.
            lifetimes.track(numbered: subscriber, kind: "Subscriber", label: name)
        }

        private func attach<Value, Failure>(
            _ name: String, _ publisher: AnyPublisher<Value, Failure>, _ demand: Subscribers.Demand,
            _ line: MarbleLog.Line
        ) -> ConsoleSubscriber<Value, Failure> {
            let subscriber = ConsoleSubscriber<Value, Failure>(name, log: log, demand: demand, line: line)
            publisher.subscribe(subscriber)
            return subscriber
        }

        func cancel(_ name: String) {
            subscribers[name]?.subscriber.cancel()
            subscribers[name] = nil
            marbles.flush()
        }

        /// Prints what subscribers heard since the last time, or says nobody did.
        func report(nobody: String) {
            marbles.flush()
            if log.isEmpty {
                print("  \(nobody)")
            } else {
                log.flush()
            }
        }
    }
}
