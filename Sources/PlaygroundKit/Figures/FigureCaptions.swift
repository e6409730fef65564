/// A figure's captions (its title, and each panel's) in the language being read: the lesson's own
/// words, translated in `lesson.<lang>.md`'s `## Captions {#captions}` section. What the program
/// measured (bar labels, stream values, notes) stays as it was printed.
extension Figure {
    /// Every caption of the figure, in order: the English a translation keys on.
    public var captions: [String] {
        switch self {
        case .marbles(let diagram): [diagram.title].compactMap { $0 }
        case .graph(let figure): [figure.title].compactMap { $0 } + figure.panels.map(\.title)
        case .lifetimes(let chart): [chart.title].compactMap { $0 }
        }
    }

    /// The figure with each caption found in `table` (English -> translation) replaced.
    public func translatingCaptions(_ table: [String: String]) -> Figure {
        func translate(_ caption: String?) -> String? { caption.map { table[$0] ?? $0 } }
        switch self {
        case .marbles(var diagram):
            diagram.title = translate(diagram.title)
            return .marbles(diagram)
        case .graph(var figure):
            figure.title = translate(figure.title)
            for index in figure.panels.indices { figure.panels[index].title = table[figure.panels[index].title] ?? figure.panels[index].title }
            return .graph(figure)
        case .lifetimes(var chart):
            chart.title = translate(chart.title)
            return .lifetimes(chart)
        }
    }

    /// Output text with every figure's captions translated through `table`; text is unchanged.
    public static func translatingCaptions(in output: String, _ table: [String: String]) -> String {
        guard !table.isEmpty, output.contains(markerPrefix) else { return output }
        return pieces(of: output).map { piece in
            switch piece {
            case .text(let text): text
            case .figure(let figure): figure.translatingCaptions(table).marker
            }
        }.joined()
    }

    /// Whether a caption needs translating: words a lesson writes, not a type's name
    /// (`Container`, `Swinject`, `TempViewModel`).
    public static func isSentence(_ caption: String) -> Bool {
        caption.contains(" ")
    }
}
