import OpenCombine
import LessonKit

// @snippet output-record
extension Output.Stream {
    /// Subscribes as a view would, to what the outside sees (`wrappedValue`, the read-only
    /// `AnyPublisher`), with a real subscriber that puts each value, the end and a cancellation
    /// on `track` at the moment of the lesson's clock it happens.
    func record(on track: MarbleTrack) -> AnyCancellable {
        wrappedValue.record(on: track)
    }
}
// @end output-record

extension FeedVM {
    /// Subscribes to the output called `name` through its public `AnyPublisher`, as the view
    /// does, and records what it hands over on `track`.
    func record(_ name: Name, on track: MarbleTrack) -> AnyCancellable {
        switch name {
        case .status: status.record(on: track)
        case .toast: toast.record(on: track)
        case .title: title.record(on: track)
        case .alert: alert.record(on: track)
        case .history: history.record(on: track)
        case .loaded: loaded.record(on: track)
        case .token: token.record(on: track)
        }
    }
}

/// A step's marble diagram: a clock of its own, a recorder on it, and the recording
/// subscriptions, kept until the diagram is drawn.
final class Timeline {
    let clock = LessonClock()
    private(set) lazy var marbles = MarbleRecorder(clock: clock)
    private var subscriptions: [AnyCancellable] = []

    /// A line called `name` from now on: what a subscriber arriving now gets.
    func subscribe<P: Publisher>(_ name: String, to publisher: P) {
        subscriptions.append(publisher.record(on: marbles.track(name)))
    }

    func subscribe<RxProperty, Element, Failure>(_ name: String, to output: Output.Stream<RxProperty, Element, Failure>) {
        subscriptions.append(output.record(on: marbles.track(name)))
    }

    /// Moves the clock on 100 ms, so that what happens next stands apart on the axis.
    func tick() {
        clock.advance(by: .milliseconds(100))
    }

    var diagram: MarbleDiagram { marbles.diagram() }

    func draw(_ title: String) {
        LessonKit.draw(.marbles(marbles.diagram(title: title)))
    }
}
