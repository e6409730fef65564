/// An object graph as text: each container's tree of resolutions, side by side when they fit in
/// the width, one under the other when not. A shared instance is marked as the node drawn before
/// (`↑ same instance`), a cycle as the loop back to where it started (`↺`).
public enum GraphText {
    public static func lines(_ figure: ObjectGraphFigure, style: FigureStyle) -> [String] {
        let glyphs = FigureGlyphs(unicode: style.unicode)
        var result: [String] = []
        if let title = figure.title { result.append(FigureLabel.clean(title, limit: style.width, ellipsis: glyphs.ellipsis)) }
        let panels = figure.panels.prefix(4).map { panel(Self.clamp($0), glyphs: glyphs, width: style.width) }
        guard !panels.isEmpty else { return result + ["(no graph)"] }
        let gap = 4
        let widths = panels.map { $0.map(\.count).max() ?? 0 }
        if widths.reduce(0, +) + gap * (panels.count - 1) <= style.width {
            let height = panels.map(\.count).max() ?? 0
            for row in 0..<height {
                var line = ""
                for (index, panel) in panels.enumerated() {
                    let cell = row < panel.count ? panel[row] : ""
                    line += index == panels.count - 1 ? cell : FigureLabel.padded(cell, to: widths[index] + gap)
                }
                result.append(MarbleText.trimmed(Array(line)))
            }
        } else {
            for (index, panel) in panels.enumerated() {
                if index > 0 { result.append("") }
                result += panel
            }
        }
        return result
    }

    /// A graph from anywhere (a room's server) kept drawable: at most 12 levels and 400 nodes.
    static func clamp(_ graph: ObjectGraph) -> ObjectGraph {
        var budget = 400
        func cut(_ node: GraphNode, depth: Int) -> GraphNode? {
            guard budget > 0 else { return nil }
            budget -= 1
            var node = node
            node.children = depth >= 12 ? [] : node.children.compactMap { cut($0, depth: depth + 1) }
            return node
        }
        var graph = graph
        graph.roots = graph.roots.compactMap { cut($0, depth: 0) }
        graph.notes = Array(graph.notes.prefix(20))
        return graph
    }

    /// One tree, its lines at most `width` wide.
    static func panel(_ graph: ObjectGraph, glyphs: FigureGlyphs, width: Int) -> [String] {
        var lines = [FigureLabel.clean(graph.title, limit: width, ellipsis: glyphs.ellipsis)]
        func walk(_ node: GraphNode, prefix: String, connector: String, childPrefix: String) {
            lines.append(FigureLabel.clean(prefix + connector + label(node, glyphs: glyphs), limit: width, ellipsis: glyphs.ellipsis))
            for (index, child) in node.children.enumerated() {
                let last = index == node.children.count - 1
                walk(child, prefix: prefix + childPrefix, connector: last ? glyphs.lastBranch : glyphs.branch,
                     childPrefix: last ? "   " : glyphs.through)
            }
        }
        for root in graph.roots { walk(root, prefix: "", connector: "", childPrefix: "") }
        if graph.roots.isEmpty { lines.append("(nothing resolved)") }
        for note in graph.notes { lines.append(FigureLabel.clean("  " + note, limit: width, ellipsis: glyphs.ellipsis)) }
        return lines
    }

    /// What a node says, as the SVG drawing writes it too.
    public static func label(_ node: GraphNode, unicode: Bool) -> String {
        label(node, glyphs: FigureGlyphs(unicode: unicode))
    }

    /// `IOrdersProvider → OrdersProviderMock #1 (singleton) [mock]`
    static func label(_ node: GraphNode, glyphs: FigureGlyphs) -> String {
        var text = node.requested
        if let instance = node.instance {
            text += GraphNode.isNamed(instance, as: node.requested) ? String(instance.dropFirst(node.requested.count)) : " \(glyphs.arrow) \(instance)"
        }
        if let scope = node.scope { text += " (\(scope))" }
        if let substitution = node.substitution { text += " [\(substitution)]" }
        switch node.kind {
        case .made: break
        case .shared: text += " \(glyphs.sameNode) same instance"
        case .cycle: text += " \(glyphs.loop) back to \(node.requested): a cycle"
        case .failed: text += " \(glyphs.failed)"
        }
        if let detail = node.detail { text += " \(detail)" }
        return text
    }
}
