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
        /// The lesson's recorder (`marbles`): a line for each output the commands touched, as a
        /// subscriber that asks for everything sees it, and one for each console subscriber.
        let marbles: MarbleRecorder
        private var watching: [FeedVM.Name: AnyCancellable] = [:]
        private(set) var subscribers: [String: (subscriber: any LiveSubscriber, output: FeedVM.Name)] = [:]

        init(marbles: MarbleRecorder) {
            self.marbles = marbles
        }

        /// From the first command that touches `output` on, its line in `marbles` records it.
        func watch(_ output: FeedVM.Name) {
            guard watching[output] == nil else { return }
            watching[output] = feed.record(output, on: marbles.track("feed.\(output)"))
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
            let track = marbles.track("\(name) on \(output)")
            let subscriber: any LiveSubscriber = switch output {
            case .status: attach(name, feed.status, demand, track)
            case .toast: attach(name, feed.toast, demand, track)
            case .title: attach(name, feed.title, demand, track)
            case .alert: attach(name, feed.alert, demand, track)
            case .history: attach(name, feed.history, demand, track)
            case .loaded: attach(name, feed.loaded, demand, track)
            case .token: attach(name, feed.token, demand, track)
            }
            subscribers[name] = (subscriber, output)
        }

        private func attach<Value, Failure>(
            _ name: String, _ publisher: AnyPublisher<Value, Failure>, _ demand: Subscribers.Demand,
            _ track: MarbleTrack
        ) -> ConsoleSubscriber<Value, Failure> {
            let subscriber = ConsoleSubscriber<Value, Failure>(name, log: log, demand: demand, track: track)
            publisher.subscribe(subscriber)
            return subscriber
        }

        func cancel(_ name: String) {
            subscribers[name]?.subscriber.cancel()
            subscribers[name] = nil
        }

        /// Prints what subscribers heard since the last time, or says nobody did.
        func report(nobody: String) {
            if log.isEmpty {
                print("  \(nobody)")
            } else {
                log.flush()
            }
        }
    }
}
