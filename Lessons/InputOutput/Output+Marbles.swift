import OpenCombine
import LessonKit

extension Output.Stream {
    /// Subscribes as a view would, to what the outside sees (`wrappedValue`, the read-only
    /// `AnyPublisher`), with a real subscriber that puts each value, the end and a cancellation
    /// on `track` at the moment of the lesson's clock it happens.
    func record(on track: MarbleTrack) -> AnyCancellable {
        wrappedValue.record(on: track)
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

    /// What was recorded so far. Combine's subjects promise no order among their subscribers
    /// (OpenCombine keeps them in a set, so it changes from run to run): marks of one instant on
    /// different lines are put line by line, as `ConsoleLog` prints by name. Each line keeps the
    /// order it received its own marks in, and every mark its time.
    func diagram(title: String? = nil) -> MarbleDiagram {
        var diagram = marbles.diagram(title: title)
        let marks = diagram.streams.indices.flatMap { line in
            diagram.streams[line].events.indices.map { (line: line, index: $0, event: diagram.streams[line].events[$0]) }
        }
        let ranked = marks.sorted { ($0.event.time, $0.line, $0.event.order) < ($1.event.time, $1.line, $1.event.order) }
        for (order, mark) in ranked.enumerated() {
            diagram.streams[mark.line].events[mark.index].order = order
        }
        return diagram
    }

    func draw(_ title: String) {
        LessonKit.draw(.marbles(diagram(title: title)))
    }
}

/// The marble diagram's `ConsoleLog`: marks for lines of the lesson's recorder (`marbles`), held
/// until the command that caused them is done, then written line by line, in the order the lines
/// were made. A command runs at one instant of the lesson's clock, so every mark keeps its time;
/// only the order of one instant's marks on different lines is fixed, as the console log fixes
/// the order of its lines, and every run draws the same picture.
final class MarbleLog {
    enum Mark { case value(String), finished, failed(String), cancelled }

    /// One line: where a subscriber puts what it received.
    struct Line {
        fileprivate let log: MarbleLog
        fileprivate let index: Int

        func mark(_ mark: Mark) { log.pending.append((index, mark)) }
    }

    private let recorder: MarbleRecorder
    private var tracks: [MarbleTrack] = []
    fileprivate var pending: [(line: Int, mark: Mark)] = []

    init(recorder: MarbleRecorder) {
        self.recorder = recorder
    }

    /// A new line called `name`, starting now.
    func line(_ name: String) -> Line {
        tracks.append(recorder.track(name))
        return Line(log: self, index: tracks.count - 1)
    }

    /// Writes what the lines received since the last flush onto the recorder.
    func flush() {
        let marks = pending.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        pending = []
        for (_, entry) in marks {
            let track = tracks[entry.line]
            switch entry.mark {
            case .value(let label): track.value(label)
            case .finished: track.finished()
            case .failed(let error): track.failed(error)
            case .cancelled: track.cancelled()
            }
        }
    }
}
