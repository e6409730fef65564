import PlaygroundKit

/// A figure (marbles, an object graph, lifetimes) as an SVG file of its own, for DocC's `@Image`:
/// the drawing ``FigureSVG`` makes for the HTML handouts, with the stylesheet's figure rules and
/// both themes' colours inside it (an image file sees no page's stylesheet), on a background of
/// its own so that it reads on either theme of the page around it.
enum FigureImage {
    static func svg(_ figure: Figure) -> String {
        let drawing: String = switch figure {
        case .marbles(let diagram): FigureSVG.marbles(diagram)
        case .graph(let graph): FigureSVG.graph(graph)
        case .lifetimes(let chart): FigureSVG.lifetimes(chart)
        }
        // A drawing that is not an SVG (nothing recorded) is its note, as text.
        guard drawing.hasPrefix("<svg"), let close = drawing.firstIndex(of: ">") else {
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 30\" width=\"320\"><style>\(style)</style>"
                + "<text x=\"4\" y=\"20\" class=\"note\">\(HTML.escape(drawing.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)))</text></svg>\n"
        }
        let after = drawing.index(after: close)
        return String(drawing[..<after]) + "<style>\(style)</style><rect class=\"paper\" width=\"100%\" height=\"100%\"></rect>"
            + String(drawing[after...]) + "\n"
    }

    static func title(_ figure: Figure) -> String? {
        switch figure {
        case .marbles(let diagram): diagram.title
        case .graph(let graph): graph.title
        case .lifetimes(let chart): chart.title
        }
    }

    /// The stylesheet's `figure.figure` rules, for the SVG itself, and the colours they use: the
    /// light theme, the dark one when the reader's system prefers it.
    static let style: String = {
        let rules = Stylesheet.css.split(separator: "\n")
            .filter { $0.hasPrefix("figure.figure ") }
            .map { $0.replacingOccurrences(of: "figure.figure ", with: "") }
            .map { $0.replacingOccurrences(of: "svg{display:block;max-width:100%;height:auto;", with: "svg{") }
        return "svg{\(Stylesheet.light.css)}@media (prefers-color-scheme: dark){svg{\(Stylesheet.dark.css)}}"
            + ".paper{fill:var(--surface)}" + rules.joined()
    }()
}
