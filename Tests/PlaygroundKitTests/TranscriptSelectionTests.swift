import Foundation
@testable import PlaygroundKit
import Testing

/// `Transcript.Selection`: which steps `playground run --step` prints.
@Suite struct TranscriptSelectionTests {
    @Test(arguments: [("3", Transcript.Selection.range(3...3)), ("2-5", .range(2...5))])
    func parsesSelections(_ text: String, _ expected: Transcript.Selection) {
        #expect(Transcript.Selection(text) == expected)
    }

    @Test(arguments: ["", "a", "5-2", "1-2-3", "-1"])
    func rejectsBadSelections(_ text: String) {
        #expect(Transcript.Selection(text) == nil)
    }
}
