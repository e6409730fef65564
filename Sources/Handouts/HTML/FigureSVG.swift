import Foundation
import PlaygroundKit

/// Figures as inline SVG, for the live page and HTML handouts: the same recorded data the shell
/// draws as text, drawn with shapes. Text is escaped; sizes are capped (a figure can come from a
/// room's server); colours come from the stylesheet's `.figure` classes, so both themes work.
public enum FigureSVG {
    /// The figure in a `<figure class="figure">`, its title as the caption.
    public static func html(_ figure: Figure) -> String {
        let (title, svg): (String?, String) = switch figure {
        case .marbles(let diagram): (diagram.title, marbles(diagram))
        case .graph(let graph): (graph.title, self.graph(graph))
        case .lifetimes(let chart): (chart.title, lifetimes(chart))
        }
        let caption = title.map { "<figcaption>\(HTML.escape($0))</figcaption>" } ?? ""
        return "<figure class=\"figure\">\(caption)\(svg)</figure>\n"
    }

    /// Width of a character cell and height of a row, in SVG units (13px monospace).
    static let cell = 8.0
    static let row = 30.0

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func text(_ string: String, x: Double, y: Double, className: String? = nil, anchor: String? = nil) -> String {
        var attributes = "x=\"\(number(x))\" y=\"\(number(y))\""
        if let className { attributes += " class=\"\(className)\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        return "<text \(attributes)>\(HTML.escape(string))</text>"
    }

    static func svg(width: Double, height: Double, label: String, _ body: [String]) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "width=\"\(number(width))\" role=\"img\" aria-label=\"\(HTML.escape(label))\">"
            + body.joined() + "</svg>"
    }

    // MARK: - Marbles

    static func marbles(_ diagram: MarbleDiagram) -> String {
        guard let drawing = MarbleDrawing(diagram, width: 100, unicode: true) else { return "<p class=\"note\">(no streams recorded)</p>" }
        let left = Double(drawing.nameWidth + 1) * cell
        var body: [String] = []
        for (index, stream) in drawing.rows.enumerated() {
            let y = Double(index) * row + row / 2 + 4
            body.append(text(stream.name, x: 0, y: y + 4, className: "name"))
            if let line = stream.line {
                let x1 = left + Double(line.lowerBound) * cell
                let x2 = left + Double(line.upperBound + 1) * cell
                body.append("<line class=\"stream\" x1=\"\(number(x1))\" y1=\"\(number(y))\" x2=\"\(number(x2))\" y2=\"\(number(y))\"></line>")
                if stream.open {
                    body.append("<path class=\"stream-end\" d=\"M\(number(x2 - 6)) \(number(y - 4)) L\(number(x2)) \(number(y)) L\(number(x2 - 6)) \(number(y + 4))\"></path>")
                }
            }
            for marble in stream.marbles {
                let x = left + Double(marble.x) * cell
                switch marble.kind {
                case .value:
                    let width = max(Double(marble.token.count) * cell + 5, 18)
                    body.append("<rect class=\"marble\" x=\"\(number(x + Double(marble.token.count) * cell / 2 - width / 2))\" y=\"\(number(y - 10))\" width=\"\(number(width))\" height=\"20\" rx=\"10\"></rect>")
                    body.append(text(marble.token, x: x, y: y + 4, className: "marble-label"))
                case .finished:
                    body.append("<line class=\"finished\" x1=\"\(number(x + 4))\" y1=\"\(number(y - 10))\" x2=\"\(number(x + 4))\" y2=\"\(number(y + 10))\"></line>")
                case .cancelled:
                    body.append(text("!", x: x + 2, y: y + 5, className: "cancelled"))
                case .died:
                    body.append(text("†", x: x + 1, y: y + 5, className: "cancelled"))
                case .failed:
                    body.append("<path class=\"failed\" d=\"M\(number(x - 2)) \(number(y - 7)) L\(number(x + 10)) \(number(y + 7)) M\(number(x + 10)) \(number(y - 7)) L\(number(x - 2)) \(number(y + 7))\"></path>")
                }
            }
        }
        let axisY = Double(drawing.rows.count) * row + 22
        body.append("<line class=\"axis\" x1=\"\(number(left))\" y1=\"\(number(axisY - 8))\" x2=\"\(number(left + Double(drawing.area) * cell))\" y2=\"\(number(axisY - 8))\"></line>")
        body.append(text("time", x: 0, y: axisY + 4, className: "name"))
        for mark in drawing.axis {
            let x = left + Double(mark.x) * cell
            body.append("<line class=\"axis\" x1=\"\(number(x + 1))\" y1=\"\(number(axisY - 12))\" x2=\"\(number(x + 1))\" y2=\"\(number(axisY - 4))\"></line>")
            body.append(text(mark.text, x: x, y: axisY + 8, className: "tick"))
        }
        var y = axisY + 28
        for note in drawing.notes {
            body.append(text(note.trimmingCharacters(in: .whitespaces), x: 0, y: y, className: "note"))
            y += 18
        }
        let width = left + Double(drawing.area + 2) * cell
        return svg(width: width, height: y - 8, label: diagram.title ?? "marble diagram", body)
    }

    // MARK: - Lifetimes

    static func lifetimes(_ chart: LifetimeChart) -> String {
        let bars = Array(chart.bars.prefix(60))
        guard !bars.isEmpty else { return "<p class=\"note\">(nothing tracked)</p>" }
        let names = bars.map { FigureLabel.clean($0.name, limit: 32, ellipsis: "…") }
        let left = Double((names.map(\.count).max() ?? 4) + 2) * cell
        let span = 560.0
        let first = min(bars.map(\.born).min() ?? 0, chart.end)
        let last = max(chart.end, bars.compactMap(\.died).max() ?? chart.end, first + 1)  // a span to scale
        func x(_ position: Int) -> Double {
            let clamped = min(max(position, first), last)
            return left + Double(clamped - first) / Double(last - first) * span
        }
        var body: [String] = []
        var y = 0.0
        for (index, bar) in bars.enumerated() {
            let middle = y + row / 2
            body.append(text(names[index], x: 0, y: middle + 4, className: "name"))
            let start = x(bar.born)
            if let died = bar.died {
                let end = max(x(died), start + 3)
                body.append("<rect class=\"bar\" x=\"\(number(start))\" y=\"\(number(middle - 6))\" width=\"\(number(end - start))\" height=\"12\" rx=\"3\"></rect>")
                body.append("<line class=\"bar-end\" x1=\"\(number(end))\" y1=\"\(number(middle - 9))\" x2=\"\(number(end))\" y2=\"\(number(middle + 9))\"></line>")
                y += row
            } else {
                let end = left + span + 12
                // Red only for a leak the lesson names the holder of; alive and expected: the accent.
                let kind = bar.heldBy == nil ? "alive" : "alive held"
                body.append("<rect class=\"bar \(kind)\" x=\"\(number(start))\" y=\"\(number(middle - 6))\" width=\"\(number(end - start))\" height=\"12\" rx=\"3\"></rect>")
                body.append("<path class=\"\(bar.heldBy == nil ? "alive-end" : "alive-end held")\" d=\"M\(number(end)) \(number(middle - 9)) L\(number(end + 10)) \(number(middle)) L\(number(end)) \(number(middle + 9)) Z\"></path>")
                let held = bar.heldBy.map { "still alive, held by " + $0.description } ?? "still alive"
                body.append(text(held, x: start, y: middle + 24, className: bar.heldBy == nil ? "note" : "held"))
                y += row + 18
            }
        }
        let axisY = y + 10
        body.append("<line class=\"axis\" x1=\"\(number(left))\" y1=\"\(number(axisY))\" x2=\"\(number(left + span))\" y2=\"\(number(axisY))\"></line>")
        body.append(text(chart.axis == .steps ? "step" : "time", x: 0, y: axisY + 16, className: "name"))
        let positions: [Int] = chart.axis == .steps
            ? Array(stride(from: first, through: last, by: max((last - first) / 20, 1)))
            : Array(Set([first, last] + bars.map(\.born) + bars.compactMap(\.died))).sorted()
        var free = -Double.infinity
        for position in positions {
            let at = x(position)
            let label = chart.axis == .steps ? "\(position)" : Duration.milliseconds(position).playgroundFormatted
            guard at >= free else { continue }
            body.append("<line class=\"axis\" x1=\"\(number(at))\" y1=\"\(number(axisY - 4))\" x2=\"\(number(at))\" y2=\"\(number(axisY + 4))\"></line>")
            body.append(text(label, x: at, y: axisY + 18, className: "tick", anchor: "middle"))
            free = at + Double(label.count + 1) * cell
        }
        let longest = bars.compactMap { bar in bar.died == nil ? x(bar.born) + Double(("still alive, held by " + (bar.heldBy?.description ?? "")).count) * cell : nil }.max() ?? 0
        return svg(width: max(left + span + 30, longest), height: axisY + 26, label: chart.title ?? "lifetimes", body)
    }

    // MARK: - Object graph

    static func graph(_ figure: ObjectGraphFigure) -> String {
        var body: [String] = []
        var left = 0.0
        var height = 0.0
        for panel in figure.panels.prefix(4) {
            var rows: [(depth: Int, node: GraphNode, parentRow: Int?)] = []
            func walk(_ node: GraphNode, depth: Int, parent: Int?) {
                guard rows.count < 400, depth < 13 else { return }
                rows.append((depth, node, parent))
                let me = rows.count - 1
                for child in node.children { walk(child, depth: depth + 1, parent: me) }
            }
            for root in panel.roots { walk(root, depth: 0, parent: nil) }
            body.append(text(panel.title, x: left, y: 14, className: "panel-title"))
            var widest = Double(panel.title.count) * cell
            let top = 28.0
            for (index, entry) in rows.enumerated() {
                let y = top + Double(index) * 28
                let x = left + Double(entry.depth) * 22
                if let parent = entry.parentRow {
                    let parentX = left + Double(rows[parent].depth) * 22 + 8
                    let parentY = top + Double(parent) * 28 + 22
                    body.append("<path class=\"edge\" d=\"M\(number(parentX)) \(number(parentY)) V\(number(y + 11)) H\(number(x))\"></path>")
                }
                let label = nodeLabel(entry.node)
                let width = Double(label.count) * cell + 12
                body.append("<rect class=\"node \(entry.node.kind.rawValue)\(entry.node.substitution == nil ? "" : " substituted")\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"22\" rx=\"4\"></rect>")
                body.append(text(label, x: x + 6, y: y + 15, className: "node-label"))
                if entry.node.kind == .cycle, let target = rows[..<index].lastIndex(where: { $0.node.requested == entry.node.requested && $0.node.kind != .cycle }) {
                    let targetY = top + Double(target) * 28 + 11
                    let targetX = left + Double(rows[target].depth) * 22 + Double(nodeLabel(rows[target].node).count) * cell + 12
                    let outX = x + width
                    let bend = max(outX, targetX) + 30
                    body.append("<path class=\"loop\" d=\"M\(number(outX)) \(number(y + 11)) C\(number(bend)) \(number(y + 11)) \(number(bend)) \(number(targetY)) \(number(targetX + 6)) \(number(targetY))\"></path>")
                    body.append("<path class=\"loop-head\" d=\"M\(number(targetX + 14)) \(number(targetY - 5)) L\(number(targetX + 4)) \(number(targetY)) L\(number(targetX + 14)) \(number(targetY + 5))\"></path>")
                    widest = max(widest, bend - left + 10)
                }
                widest = max(widest, x - left + width)
            }
            var y = top + Double(rows.count) * 28 + 8
            if rows.isEmpty {
                body.append(text("(nothing resolved)", x: left, y: y, className: "note"))
                widest = max(widest, 19 * cell)
                y += 18
            }
            for note in panel.notes.prefix(20) {
                body.append(text(note, x: left, y: y + 4, className: "note"))
                widest = max(widest, Double(note.count) * cell)
                y += 18
            }
            height = max(height, y + 4)
            left += widest + 40
        }
        return svg(width: max(left - 40, 40), height: height, label: figure.title ?? "object graph", body)
    }

    /// What a node says: the text drawing's words.
    static func nodeLabel(_ node: GraphNode) -> String {
        FigureLabel.clean(GraphText.label(node, unicode: true), limit: 80, ellipsis: "…")
    }
}
