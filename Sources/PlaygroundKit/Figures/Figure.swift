import Foundation

/// A picture drawn from what really ran: a marble diagram of recorded streams, a container's
/// object graph, or the lifetimes of tracked objects.
///
/// A lesson draws one into the running step's (or command's) output with LessonKit's
/// `draw(_:)`. The figure travels inside the output text as one marker line (``marker``) carrying
/// its data, so it reaches every place output goes (a step record, the room, a handout, a
/// follower) unchanged, and each of them draws it its own way: text at the terminal's width
/// (``FigureText``), SVG on the live page and in HTML handouts.
public enum Figure: Sendable, Equatable, Codable {
    case marbles(MarbleDiagram)
    case graph(ObjectGraphFigure)
    case lifetimes(LifetimeChart)
}

/// How a figure is drawn as text: how many columns it may take, and whether the terminal (or the
/// output) can show Unicode box drawing, or gets plain ASCII.
public struct FigureStyle: Sendable, Equatable {
    public var width: Int
    public var unicode: Bool

    /// - Parameter width: at least 30 columns are used, whatever is asked.
    public init(width: Int = 80, unicode: Bool = true) {
        self.width = max(width, 30)
        self.unicode = unicode
    }
}

/// A piece of a lesson's output: text as printed, or a figure drawn into it.
public enum OutputPiece: Sendable, Equatable {
    case text(String)
    case figure(Figure)
}

extension Figure {
    /// What starts a figure's marker line: U+FFFC OBJECT REPLACEMENT CHARACTER, then a word.
    public static let markerPrefix = "\u{FFFC}figure "

    /// The largest figure a marker may carry (its JSON); anything longer is shown as unreadable.
    public static let maxMarkerBytes = 1 << 20

    /// The line that stands for this figure in output text: ``markerPrefix``, its JSON, a newline.
    public var marker: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Self.markerPrefix + json + "\n"
    }

    /// Splits output text into text and figures. A marker line that does not decode (cut, too
    /// big, from a newer version) becomes a line of text saying so: output never fails to show.
    public static func pieces(of output: String) -> [OutputPiece] {
        guard output.contains(markerPrefix) else { return output.isEmpty ? [] : [.text(output)] }
        var pieces: [OutputPiece] = []
        var rest = Substring(output)
        while let start = rest.range(of: markerPrefix) {
            let before = rest[..<start.lowerBound]
            if !before.isEmpty { pieces.append(.text(String(before))) }
            let lineEnd = rest[start.upperBound...].firstIndex(of: "\n") ?? rest.endIndex
            let json = rest[start.upperBound..<lineEnd]
            if json.utf8.count <= maxMarkerBytes, let figure = try? JSONDecoder().decode(Figure.self, from: Data(json.utf8)) {
                pieces.append(.figure(figure))
            } else {
                pieces.append(.text("(a picture that could not be read: \(json.utf8.count) bytes)\n"))
            }
            rest = lineEnd == rest.endIndex ? rest[lineEnd...] : rest[rest.index(after: lineEnd)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// Output text with every figure drawn as text in `style`.
    public static func drawing(_ output: String, style: FigureStyle) -> String {
        guard output.contains(markerPrefix) else { return output }
        return pieces(of: output).map { piece in
            switch piece {
            case .text(let text): text
            case .figure(let figure): FigureText.draw(figure, style: style)
            }
        }.joined()
    }
}

/// Figures drawn as text: one entry point for every kind.
public enum FigureText {
    /// The figure as lines of text (each ending in a newline), at most `style.width` columns wide.
    public static func draw(_ figure: Figure, style: FigureStyle) -> String {
        let lines: [String] = switch figure {
        case .marbles(let diagram): MarbleText.lines(diagram, style: style)
        case .graph(let graph): GraphText.lines(graph, style: style)
        case .lifetimes(let chart): LifetimeText.lines(chart, style: style)
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
