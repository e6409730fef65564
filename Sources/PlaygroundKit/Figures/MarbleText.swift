/// A marble diagram as text: one line per stream on a shared time axis, values as labelled
/// marbles, `|` a completion, `✕` a failure, then the time axis and a legend for labels that did
/// not fit.
///
/// Each event sits at its moment of virtual time, scaled to the width there is, and is pushed
/// right only as far as it must be: past the marble before it on its line, and past every event
/// that happened before it (so two events at the same moment show the order they happened in).
/// When the labels do not fit, the longer ones become keys (`a`, `b`…) explained under the
/// diagram; when even that does not fit, the events that do not are counted, not drawn.
public enum MarbleText {
    /// The longest label drawn as it is; longer ones get a key.
    static let maxLabel = 24

    public static func lines(_ diagram: MarbleDiagram, style: FigureStyle) -> [String] {
        let glyphs = FigureGlyphs(unicode: style.unicode)
        var result: [String] = []
        if let title = diagram.title { result.append(FigureLabel.clean(title, limit: style.width, ellipsis: glyphs.ellipsis)) }
        guard let drawing = MarbleDrawing(diagram, width: style.width, glyphs: glyphs) else { return result + ["(no streams recorded)"] }
        for row in drawing.rows {
            var cells = Array(repeating: Character(" "), count: drawing.area)
            if let line = row.line {
                for x in line { cells[x] = glyphs.line }
            }
            for marble in row.marbles {
                for (offset, character) in marble.token.enumerated() where marble.x + offset < drawing.area {
                    cells[marble.x + offset] = character
                }
            }
            result.append(FigureLabel.padded(row.name, to: drawing.nameWidth) + " " + trimmed(cells))
        }
        var axis = Array(repeating: Character(" "), count: drawing.area)
        for mark in drawing.axis {
            for (offset, character) in mark.text.enumerated() { axis[mark.x + offset] = character }
        }
        result.append(FigureLabel.padded("time", to: drawing.nameWidth) + " " + trimmed(axis))
        // Never cut: the legend is where a whole label (or an error) is read; a terminal folds it.
        for line in drawing.notes { result.append(FigureLabel.clean(line, limit: 400, ellipsis: glyphs.ellipsis)) }
        return result
    }

    static func label(of event: MarbleEvent, glyphs: FigureGlyphs) -> String {
        switch event.kind {
        case .value(let label):
            let clean = FigureLabel.clean(label, limit: 200, ellipsis: glyphs.ellipsis).replacingOccurrences(of: " ", with: "_")
            return clean.isEmpty ? "\"\"" : clean
        case .finished: return String(glyphs.finished)
        case .failed: return String(glyphs.failed)
        case .cancelled: return "!"
        case .died: return String(glyphs.died)
        }
    }

    static func isMark(_ token: String, _ glyphs: FigureGlyphs) -> Bool {
        token == String(glyphs.finished) || token == String(glyphs.failed) || token == "!" || token == String(glyphs.died)
    }

    static func trimmed(_ row: [Character]) -> String {
        var row = row
        while row.last == " " { row.removeLast() }
        return String(row)
    }

    struct Placed {
        var index: Int
        var line: Int
        var x: Int
        var token: String
        var isEnding: Bool
    }

    struct Layout {
        var placed: [Placed]
        var tokens: [String]
        /// How much of the ideal time scale was kept (1: every event at its moment).
        var fitScale: Double
        var hidden: Int
        var origin: Duration
        var scale: Double

        func column(_ time: Duration) -> Int {
            max(Int(((time - origin).timeInterval * scale).rounded(.down)), 0)
        }
    }

    /// Places the events with `tokens` at the largest time scale that fits in `area` columns.
    static func place(
        events: [(line: Int, event: MarbleEvent)], tokens: [String], streams: [MarbleStream],
        origin: Duration, span: Duration, area: Int
    ) -> Layout {
        let seconds = span.timeInterval
        let ideal = seconds > 0 ? Double(max(area - 2 - (tokens.last?.count ?? 1), 1)) / seconds : 0

        func attempt(_ scale: Double) -> (placed: [Placed], width: Int) {
            var placed: [Placed] = []
            var lineEnd = Array(repeating: -1, count: streams.count)
            var previous = -1
            var width = 0
            for (index, item) in events.enumerated() {
                let at = max(Int(((item.event.time - origin).timeInterval * scale).rounded(.down)), 0)
                let x = max(at, previous + 1, lineEnd[item.line] + 1)
                let token = tokens[index]
                placed.append(Placed(index: index, line: item.line, x: x, token: token, isEnding: item.event.kind == .finished || item.event.kind == .cancelled || item.event.kind == .died || item.event.isFailure))
                lineEnd[item.line] = x + token.count
                previous = x
                width = max(width, x + token.count + 1)
            }
            return (placed, width)
        }

        var low = 0.0
        var high = ideal
        var best = attempt(ideal)
        var bestScale = ideal
        if best.width > area {
            best = attempt(0)
            bestScale = 0
            if best.width <= area {
                for _ in 0..<24 {
                    let middle = (low + high) / 2
                    let tried = attempt(middle)
                    if tried.width <= area {
                        low = middle
                        best = tried
                        bestScale = middle
                    } else {
                        high = middle
                    }
                }
            }
        }
        let visible = best.placed.filter { $0.x + $0.token.count <= area }
        return Layout(
            placed: visible, tokens: tokens, fitScale: ideal > 0 ? bestScale / ideal : 1,
            hidden: best.placed.count - visible.count, origin: origin, scale: bestScale
        )
    }
}

/// Where everything of a marble diagram goes, in character cells: what the text renderer prints
/// and the SVG renderer draws with shapes, so both show the same order and the same keys.
public struct MarbleDrawing {
    public struct Marble {
        /// The first cell, and what is written there (a label, a key, `|` or `✕`).
        public var x: Int
        public var token: String
        public var kind: MarbleEvent.Kind
    }

    public struct Row {
        public var name: String
        /// The cells the stream's line covers; nil when it covers none.
        public var line: ClosedRange<Int>?
        public var marbles: [Marble]
        /// The stream is still subscribed at the end of the diagram.
        public var open: Bool
    }

    /// Columns for the names, and for the lines.
    public var nameWidth: Int
    public var area: Int
    public var rows: [Row]
    /// Moments of virtual time under the events, where they fit.
    public var axis: [(x: Int, text: String)]
    /// The legend (`a = Moscow`), failures, events that did not fit.
    public var notes: [String]
    /// Keys and what they stand for, in the order they were given.
    public var legend: [(key: String, label: String)]

    /// The diagram laid out in `width` columns; nil when it has no streams.
    public init?(_ diagram: MarbleDiagram, width: Int, unicode: Bool) {
        self.init(diagram, width: width, glyphs: FigureGlyphs(unicode: unicode))
    }

    init?(_ diagram: MarbleDiagram, width: Int, glyphs: FigureGlyphs) {
        let streams = Array(diagram.streams.prefix(40))
        guard !streams.isEmpty else { return nil }
        let names = streams.map { FigureLabel.clean($0.name, limit: max(width / 3, 16), ellipsis: glyphs.ellipsis) }
        nameWidth = max(names.map(\.count).max() ?? 0, 4)
        area = max(width - nameWidth - 1, 10)
        let area = area

        // Every event, in the order it happened, with its line.
        // Every event, and each cancellation as a mark of its own (`!`), in the order they happened.
        var events: [(line: Int, event: MarbleEvent)] = []
        for (line, stream) in streams.enumerated() {
            events += stream.events.prefix(MarbleRecorder.maxEvents).map { (line, $0) }
            if let stop = stream.stopEvent { events.append((line, stop)) }
        }
        events.sort { ($0.event.time, $0.event.order) < ($1.event.time, $1.event.order) }

        let origin = (streams.map(\.start) + events.map(\.event.time)).min() ?? .zero
        let ends = [diagram.end] + events.map(\.event.time) + streams.compactMap(\.cancelled)
        let span = max((ends.max() ?? origin) - origin, .zero)

        // Labels as they are; keys for the long ones, or for all when they do not fit.
        let labels = events.map { MarbleText.label(of: $0.event, glyphs: glyphs) }
        var keys: [String: String] = [:]
        var given: [(key: String, label: String)] = []
        func key(for label: String) -> String {
            if let key = keys[label] { return key }
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            let key = keys.count < alphabet.count ? String(alphabet[keys.count]) : "k\(keys.count)"
            keys[label] = key
            given.append((key, label))
            return key
        }
        let full = labels.map { $0.count > MarbleText.maxLabel ? key(for: $0) : $0 }
        var layout = MarbleText.place(events: events, tokens: full, streams: streams, origin: origin, span: span, area: area)
        if layout.fitScale < 0.5 || layout.hidden > 0, labels.contains(where: { $0.count > 1 }) {
            let keyed = labels.map { $0.count > 1 && !MarbleText.isMark($0, glyphs) ? key(for: $0) : $0 }
            let second = MarbleText.place(events: events, tokens: keyed, streams: streams, origin: origin, span: span, area: area)
            if second.hidden < layout.hidden || (second.hidden == layout.hidden && second.fitScale > layout.fitScale) { layout = second }
        }
        let used = given.filter { entry in layout.placed.contains { $0.token == entry.key && labels[$0.index] == entry.label } }
        legend = used

        rows = streams.enumerated().map { line, stream in
            let mine = layout.placed.filter { $0.line == line }
            let first = min(layout.column(stream.start), mine.first?.x ?? area - 1)
            let last: Int
            var open = false
            if let ending = mine.last, ending.isEnding {
                last = ending.x
            } else if let cancelled = stream.cancelled {
                // A cancellation that did not fit: the line stops where it would have been.
                last = min(max(layout.column(cancelled), mine.last.map { $0.x + $0.token.count } ?? first), area - 1)
            } else {
                last = area - 1
                open = true
            }
            let end = min(last, area - 1)
            return Row(
                name: names[line], line: first <= end ? first...end : nil,
                marbles: mine.map { Marble(x: $0.x, token: $0.token, kind: events[$0.index].event.kind) }, open: open
            )
        }

        var axis: [(x: Int, text: String)] = []
        var free = 0
        var marks: [(x: Int, text: String)] = [(layout.column(origin), origin.playgroundFormatted)]
        var seen: Set<Duration> = [origin]
        for placed in layout.placed where seen.insert(events[placed.index].event.time).inserted {
            marks.append((placed.x, events[placed.index].event.time.playgroundFormatted))
        }
        for mark in marks.sorted(by: { $0.x < $1.x }) where mark.x >= free && mark.x + mark.text.count <= area {
            axis.append(mark)
            free = mark.x + mark.text.count + 1
        }
        self.axis = axis

        // The legend gives a label as it was, spaces and all (on the line a space is `_`).
        let spelled = Dictionary(zip(labels, events.map { $0.event.kind }), uniquingKeysWith: { first, _ in first })
        var notes = used.map { entry in
            guard case .value(let label)? = spelled[entry.label] else { return "  \(entry.key) = \(entry.label)" }
            return "  \(entry.key) = " + FigureLabel.clean(label, limit: 200, ellipsis: glyphs.ellipsis)
        }
        if rows.contains(where: { $0.marbles.contains { $0.kind == .cancelled } }) { notes.append("  ! = cancelled (unsubscribed)") }
        if rows.contains(where: { $0.marbles.contains { $0.kind == .died } }) { notes.append("  \(glyphs.died) = the subscriber died without unsubscribing") }
        for (line, stream) in streams.enumerated() {
            guard let ending = stream.ending, case .failed(let error) = ending.kind, !error.isEmpty else { continue }
            notes.append("  \(glyphs.failed) \(names[line]): \(error)")
        }
        if layout.hidden > 0 {
            notes.append("  (\(layout.hidden) more event\(layout.hidden == 1 ? "" : "s") not drawn)")
        }
        if diagram.streams.count > streams.count { notes.append("  (\(diagram.streams.count - streams.count) more streams not drawn)") }
        self.notes = notes
    }
}
