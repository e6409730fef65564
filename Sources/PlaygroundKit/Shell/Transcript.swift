/// A lesson's output without a terminal: `playground run di` and the transcript tests.
public enum Transcript {
    /// Which steps to run.
    public enum Selection: Sendable, Equatable {
        case all
        case range(ClosedRange<Int>)

        /// Parses `3` or `2-5`.
        public init?(_ text: String) {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            switch parts.count {
            case 1:
                guard let step = Int(parts[0]) else { return nil }
                self = .range(step...step)
            case 2:
                guard let first = Int(parts[0]), let last = Int(parts[1]), first <= last else { return nil }
                self = .range(first...last)
            default:
                return nil
            }
        }
    }

    /// Opens `lessonID` on a fresh shell and runs the selected steps in order.
    /// - Returns: the text, and whether every step ran without error; or a message for a bad
    ///   lesson id or step range.
    public static func render(
        catalog: Catalog, lessonID: String, selection: Selection = .all, language: Language = .en
    ) -> Result<(text: StyledText, succeeded: Bool), CommandError> {
        guard let match = catalog.lesson(matching: lessonID) else {
            return .failure(CommandError(catalog.noMatchMessage(for: lessonID) + "; lessons: " + catalog.ids.joined(separator: ", ")))
        }
        let shell = Shell(catalog: catalog)
        shell.language = language
        var text = shell.apply(.open(match.lesson.id)).text
        let count = shell.stepCount ?? 0
        let steps: Range<Int>
        switch selection {
        case .all:
            steps = 1..<(count + 1)
        case .range(let range):
            guard range.lowerBound >= 1, range.upperBound <= count else {
                // Bounds compared, never `range.count`: 0-9223372036854775807 would overflow it.
                let asked = range.lowerBound == range.upperBound ? "step \(range.lowerBound)" : "steps \(range.lowerBound)-\(range.upperBound)"
                return .failure(CommandError("lesson '\(match.lesson.id)' has steps 1 to \(count); there are no \(asked)"))
            }
            steps = range.lowerBound..<(range.upperBound + 1)
        }
        var succeeded = true
        for number in steps {
            text.line()
            let response = shell.apply(.run(number))
            text.append(response.text)
            succeeded = succeeded && !response.failed
        }
        return .success((text, succeeded))
    }
}
