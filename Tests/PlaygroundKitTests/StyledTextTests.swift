import Foundation
@testable import PlaygroundKit
import Testing

/// `StyledText`: plain without escape codes, and in colour every styled line closed.
@Suite struct StyledTextTests {
    @Test func plainRenderingHasNoEscapeCodes() {
        var text = StyledText()
        text.line("title", .heading)
        text.line("body")
        text.line("oops", .error)
        #expect(text.rendered(color: false) == "title\nbody\noops\n")
        #expect(!text.rendered(color: false).contains("\u{1B}"))
    }

    @Test func colourClosesEveryStyledLine() {
        let text = StyledText("a\nb\n", .error)
        #expect(text.rendered(color: true) == "\u{1B}[1;31ma\u{1B}[0m\n\u{1B}[1;31mb\u{1B}[0m\n")
    }
}
