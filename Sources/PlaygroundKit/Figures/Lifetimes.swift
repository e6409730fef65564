import Foundation

/// When tracked objects were made and when they went away, proven with weak references: a bar per
/// object, from its creation to the first check that found its weak reference empty. A bar that
/// never ends is an object still alive when the chart was taken, and, when the lesson knows what
/// keeps it, the line of code that holds it.
public struct LifetimeChart: Sendable, Equatable, Codable {
    /// What the axis counts: the lesson's steps (the `lifetimes` command), or milliseconds of
    /// virtual time (a picture inside a step).
    public enum Axis: String, Sendable, Equatable, Codable {
        case steps, clock
    }

    public var title: String?
    public var axis: Axis
    /// Where the axis ends: the step or the time the chart was taken at.
    public var end: Int
    public var bars: [LifetimeBar]

    public init(title: String? = nil, axis: Axis, end: Int, bars: [LifetimeBar]) {
        self.title = title
        self.axis = axis
        self.end = end
        self.bars = bars
    }
}

/// One tracked object.
public struct LifetimeBar: Sendable, Equatable, Codable {
    /// What it is (`TempViewModel #2`).
    public var name: String
    /// Where on the axis it was made, and where a check first found it gone (nil: still alive).
    public var born: Int
    public var died: Int?
    /// The line that keeps it alive, when the lesson names one: shown only while it is alive.
    public var heldBy: HoldingLine?

    public init(name: String, born: Int, died: Int? = nil, heldBy: HoldingLine? = nil) {
        self.name = name
        self.born = born
        self.died = died
        self.heldBy = heldBy
    }
}

/// A line of a lesson's source: where it is and what it says.
public struct HoldingLine: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Relative to the package root (`Lessons/CombineMVVM/ForgetfulTempViewModel.swift`).
    public var file: String
    public var line: Int
    /// The line's code, trimmed.
    public var code: String

    public init(file: String, line: Int, code: String) {
        self.file = file
        self.line = line
        self.code = code
    }

    /// `ForgetfulTempViewModel.swift:31  .assign(to: \.currentWeather, on: self)`
    public var description: String {
        "\(place)  \(code)"
    }

    /// `ForgetfulTempViewModel.swift:31`
    public var place: String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

    /// The first line of `declarations` (a lesson's generated ``Lesson/declarations``) that
    /// contains `fragment`, in the declaration named `type` when given: the real line, found in
    /// the real source at build time, so it never drifts from the code.
    public static func find(_ fragment: String, in declarations: [Snippet], type: String? = nil) -> HoldingLine? {
        for snippet in declarations where type == nil || snippet.name == type {
            for (offset, line) in snippet.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(fragment) {
                return HoldingLine(file: snippet.file, line: snippet.fileLine(ofTextLine: offset), code: line.trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }
}

/// Tracks objects with weak references and notes when each went away.
///
/// ``check()`` looks at every weak reference; the shell calls it on the context's tracker after
/// every step and command, a step calls it on its own tracker when it has dropped references.
/// Not thread-safe: it belongs to the thread that runs the lesson.
public final class LifetimeTracker {
    private struct Entry {
        weak var object: AnyObject?
        var bar: LifetimeBar
    }

    public let axis: LifetimeChart.Axis
    private let position: () -> Int
    private var entries: [Entry] = []
    /// At most this many objects are tracked; later ones are counted, not drawn.
    public static let maxObjects = 200
    public private(set) var untracked = 0

    /// - Parameter position: where on `axis` the lesson is now.
    public init(axis: LifetimeChart.Axis, position: @escaping () -> Int) {
        self.axis = axis
        self.position = position
    }

    /// On a lesson's clock, in milliseconds of virtual time.
    /// The tracker does not keep the clock; after it went away, its last time is used.
    public convenience init(clock: LessonClock) {
        var last = 0
        self.init(axis: .clock, position: { [weak clock] in
            if let clock { last = Int(clock.elapsed.timeInterval * 1000) }
            return last
        })
    }

    /// Starts tracking `object`, born now, named by its kind (its type, generic arguments left
    /// out, unless `kind` says shorter) and a number, in the order objects of that kind were
    /// tracked, and `label` when given: `Listener #2 (bob)`. How a lesson's commands track what
    /// they make, so that `lifetimes` draws it beside what the steps made.
    public func track(numbered object: AnyObject, kind: String? = nil, label: String? = nil, heldBy: HoldingLine? = nil) {
        guard !entries.contains(where: { $0.object === object }) else { return }
        let type = kind ?? String("\(Swift.type(of: object))".prefix { $0 != "<" })
        numbers[type, default: 0] += 1
        track(object, as: "\(type) #\(numbers[type]!)" + (label.map { " (\($0))" } ?? ""), heldBy: heldBy)
    }

    /// The numbers ``track(numbered:kind:label:heldBy:)`` gave, per kind.
    private var numbers: [String: Int] = [:]

    /// Starts tracking `object`, born now. `heldBy`: the line that keeps it alive if it leaks.
    public func track(_ object: AnyObject, as name: String, heldBy: HoldingLine? = nil) {
        if entries.contains(where: { $0.object === object }) { return }
        guard entries.count < Self.maxObjects else {
            untracked += 1
            return
        }
        entries.append(Entry(object: object, bar: LifetimeBar(name: name, born: position(), heldBy: heldBy)))
    }

    /// Notes, at the current position, every tracked object whose weak reference is now empty.
    public func check() {
        let now = position()
        for index in entries.indices where entries[index].bar.died == nil && entries[index].object == nil {
            entries[index].bar.died = now
        }
    }

    /// Whether nothing is tracked.
    public var isEmpty: Bool { entries.isEmpty }

    /// The chart now (after a ``check()``).
    public func chart(title: String? = nil) -> LifetimeChart {
        check()
        return LifetimeChart(title: title, axis: axis, end: position(), bars: entries.map(\.bar))
    }

    /// Forgets every object that has gone away; the live ones stay (`lifetimes clear`).
    public func clear() {
        check()
        entries.removeAll { $0.bar.died != nil }
        untracked = 0
    }
}

extension LifetimeTracker: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["tracked": entries.count, "alive": entries.filter { $0.bar.died == nil }.count], displayStyle: .class)
    }
}
