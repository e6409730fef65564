/// Streams as they really ran: one line per stream on a shared axis of virtual time.
public struct MarbleDiagram: Sendable, Equatable, Codable {
    /// Shown above the diagram; nil for none.
    public var title: String?
    public var streams: [MarbleStream]
    /// Where the axis ends: the clock's time when the diagram was taken. The axis starts at the
    /// earliest subscription or event.
    public var end: Duration

    public init(title: String? = nil, streams: [MarbleStream], end: Duration) {
        self.title = title
        self.streams = streams
        self.end = end
    }

    /// Every event of every stream, in the order the recorder saw them.
    public var events: [MarbleEvent] {
        streams.flatMap(\.events).sorted { $0.order < $1.order }
    }
}

/// One line of a diagram: a subscription, from when it started to when it ended.
public struct MarbleStream: Sendable, Equatable, Codable {
    /// What the line shows (`text field`, `debounce(300ms)`, `late subscriber`).
    public var name: String
    /// When the subscription started: the line is blank before it.
    public var start: Duration
    /// When it was cancelled (the line stops at a `!`); nil while it lasts.
    public var cancelled: Duration?
    /// Where the cancellation came among the recorder's events (see ``MarbleEvent/order``).
    public var cancelledOrder: Int?
    /// Why the line stopped at ``cancelled``; nil reads as ``Stop/unsubscribed``.
    public var stop: Stop?
    public var events: [MarbleEvent]

    /// How a line that did not complete or fail came to an end.
    public enum Stop: String, Sendable, Equatable, Codable {
        /// The subscriber cancelled its subscription (or unsubscribed): drawn as `!`.
        case unsubscribed
        /// The subscriber was freed without unsubscribing: it hears nothing more, though what it
        /// subscribed to may keep a dead entry for it (an `Event`'s weak one). Drawn as `†`.
        case subscriberDied
    }

    public init(name: String, start: Duration, cancelled: Duration? = nil, cancelledOrder: Int? = nil, stop: Stop? = nil, events: [MarbleEvent] = []) {
        self.name = name
        self.start = start
        self.cancelled = cancelled
        self.cancelledOrder = cancelledOrder
        self.stop = stop
        self.events = events
    }

    /// The mark a renderer places at ``cancelled``: `!` for a cancellation, `†` for a death.
    public var stopEvent: MarbleEvent? {
        cancelled.map { MarbleEvent(stop == .subscriberDied ? .died : .cancelled, time: $0, order: cancelledOrder ?? Int.max) }
    }

    /// The completion or failure that ended the stream, if one did.
    public var ending: MarbleEvent? {
        events.last.flatMap { $0.kind == .finished || $0.isFailure ? $0 : nil }
    }
}

/// A value, a completion or a failure, at a moment of virtual time.
public struct MarbleEvent: Sendable, Equatable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
        /// A value, as its label (`Mos`, `12°C`, `3`).
        case value(String)
        /// `.finished`: drawn as `|`.
        case finished
        /// `.failure(error)`, with the error's label: drawn as `✕`.
        case failed(String)
        /// The subscription was cancelled: drawn as `!`. A stream keeps it in ``MarbleStream/cancelled``,
        /// not among its events; the renderers put it among them to place it.
        case cancelled
        /// The subscriber died without unsubscribing: drawn as `†`. Kept like ``cancelled``
        /// (``MarbleStream/stop`` tells them apart).
        case died
    }

    public var kind: Kind
    /// Virtual time since the clock's start.
    public var time: Duration
    /// Counts every event the recorder saw, across its streams: two events at the same moment are
    /// drawn in the order they happened.
    public var order: Int

    public init(_ kind: Kind, time: Duration, order: Int) {
        self.kind = kind
        self.time = time
        self.order = order
    }

    public var isFailure: Bool {
        if case .failed = kind { return true }
        return false
    }
}

/// Records streams as they run, each event stamped with the lesson's virtual time.
///
/// A lesson makes one per picture (on the scheduler its pipeline runs on), or uses its
/// context's (``LessonContext/marbles``), which the `marbles` command draws. Each subscription
/// gets a ``MarbleTrack`` (``track(_:)``); LessonKit's `Publisher.record(on:)` subscribes a real
/// OpenCombine subscriber, and the lessons' own `Event`, `Output` and `Input` record through
/// their own subscriptions.
///
/// Not thread-safe: like the clock, it belongs to the thread that runs the lesson.
public final class MarbleRecorder {
    private let now: () -> Duration
    private var streams: [MarbleStream] = []
    /// Lines `clear()` removed (ended before it); kept so live tracks' indices stay valid.
    private var removed = Set<Int>()
    private var nextOrder = 0
    /// Events dropped since the cap was reached.
    public private(set) var dropped = 0
    /// At most this many events are kept (a learner's loop of a million values stays drawable).
    public static let maxEvents = 2000

    /// - Parameter now: virtual time since the start of the clock the streams run on.
    public init(now: @escaping () -> Duration) {
        self.now = now
    }

    /// On a lesson's clock. The recorder does not keep the clock: a subscription cancelled after
    /// the lesson (and its clock) went away is stamped with the clock's last time.
    public convenience init(clock: LessonClock) {
        var last = clock.elapsed
        self.init(now: { [weak clock] in
            if let clock { last = clock.elapsed }
            return last
        })
    }

    /// A new line, starting now. Names need not be unique; the line is drawn in the order tracks
    /// were made.
    public func track(_ name: String) -> MarbleTrack {
        streams.append(MarbleStream(name: name, start: now()))
        return MarbleTrack(recorder: self, index: streams.count - 1)
    }

    /// What has been recorded so far, as a diagram ending now.
    public func diagram(title: String? = nil) -> MarbleDiagram {
        MarbleDiagram(title: title, streams: streams.indices.filter { !removed.contains($0) }.map { streams[$0] }, end: now())
    }

    /// Whether no line has been tracked since the start or the last ``clear()``.
    public var isEmpty: Bool { streams.count == removed.count }

    /// Forgets every event. Lines still subscribed go on from now (`marbles clear`); finished or
    /// cancelled ones are dropped.
    public func clear() {
        let time = now()
        for index in streams.indices {
            if streams[index].cancelled != nil || streams[index].ending != nil { removed.insert(index) }
            streams[index].events = []
            streams[index].start = time
        }
        nextOrder = 0
        dropped = 0
    }

    fileprivate func record(_ kind: MarbleEvent.Kind, at index: Int) {
        guard streams.indices.contains(index), !removed.contains(index), streams[index].cancelled == nil, streams[index].ending == nil else { return }
        guard streams.reduce(0, { $0 + $1.events.count }) < Self.maxEvents else {
            dropped += 1
            return
        }
        streams[index].events.append(MarbleEvent(kind, time: now(), order: nextOrder))
        nextOrder += 1
    }

    fileprivate func stop(at index: Int, _ stop: MarbleStream.Stop) {
        guard streams.indices.contains(index), !removed.contains(index), streams[index].cancelled == nil, streams[index].ending == nil else { return }
        streams[index].cancelled = now()
        streams[index].cancelledOrder = nextOrder
        streams[index].stop = stop
        nextOrder += 1
    }
}

/// One line of a recorder: what a subscription received.
public final class MarbleTrack {
    private weak var recorder: MarbleRecorder?
    private let index: Int

    fileprivate init(recorder: MarbleRecorder, index: Int) {
        self.recorder = recorder
        self.index = index
    }

    /// A value arrived, labelled `label`.
    public func value(_ label: String) { recorder?.record(.value(label), at: index) }
    /// The stream finished.
    public func finished() { recorder?.record(.finished, at: index) }
    /// The stream failed with `error` (its label).
    public func failed(_ error: String) { recorder?.record(.failed(error), at: index) }
    /// The subscription was cancelled: the line stops here, at a `!`.
    public func cancelled() { recorder?.stop(at: index, .unsubscribed) }
    /// The subscriber was freed without unsubscribing: the line stops here, at a `†`.
    public func died() { recorder?.stop(at: index, .subscriberDied) }
}

extension MarbleTrack {
    /// A value's label: a String as it is, anything else as `String(describing:)`, one line.
    public static func label(_ value: Any) -> String {
        let text = value as? String ?? String(describing: value)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

// `inspect` on a lesson object that holds a track (or a recorder) shows the line, not every
// event of every line the recorder holds.
extension MarbleRecorder: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["lines": streams.count - removed.count, "events": streams.reduce(0) { $0 + $1.events.count }], displayStyle: .class)
    }

    fileprivate func name(at index: Int) -> String? {
        streams.indices.contains(index) ? streams[index].name : nil
    }
}

extension MarbleTrack: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["line": recorder?.name(at: index) ?? "(recorder gone)"], displayStyle: .class)
    }
}
