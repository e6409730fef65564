extension Transcript {
    /// The captions of every figure lesson `lessonID` draws when its steps run in order, in English,
    /// each once, in the order first drawn: what `lesson.<lang>.md`'s `## Captions` section
    /// translates. Empty for an unknown lesson.
    public static func figureCaptions(catalog: Catalog, lessonID: String) -> [String] {
        guard let match = catalog.lesson(matching: lessonID) else { return [] }
        let shell = Shell(catalog: catalog)
        _ = shell.apply(.open(match.lesson.id))
        var captions: [String] = []
        for number in 1...max(shell.stepCount ?? 0, 1) {
            guard let lesson = shell.current, number <= lesson.steps.count else { break }
            guard case .ranStep(_, let output) = shell.lessons.make(.run(number), from: .quiet).report else { continue }
            for case .figure(let figure) in Figure.pieces(of: output) {
                for caption in figure.captions where !captions.contains(caption) { captions.append(caption) }
            }
        }
        return captions
    }
}
