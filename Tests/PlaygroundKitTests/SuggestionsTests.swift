import Foundation
@testable import PlaygroundKit
import Testing

/// `Suggestions`: the "did you mean" for a mistyped word.
@Suite struct SuggestionsTests {
    @Test(arguments: [("nxet", "next"), ("isnpect", "inspect"), ("opn", "open"), ("rset", "reset"), ("histroy", "history")])
    func typos(_ typo: String, _ expected: String) {
        #expect(Suggestions.closest(to: typo, in: ["next", "inspect", "open", "reset", "history", "help"]) == expected)
    }

    @Test func nothingCloseMeansNoSuggestion() {
        #expect(Suggestions.closest(to: "banana", in: ["next", "open"]) == nil)
        #expect(Suggestions.closest(to: "", in: ["next"]) == nil)
        #expect(Suggestions.closest(to: String(repeating: "n", count: 500), in: ["next"]) == nil)
    }

    @Test func distanceCountsTranspositionsAsOne() {
        #expect(Suggestions.distance("next", "next") == 0)
        #expect(Suggestions.distance("nxet", "next") == 1)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("kitten", "sitting") == 3)
    }
}
