import Foundation
@testable import PlaygroundKit
import Testing

/// `TextLayout.wrap` at its default width: prose wrapped, bullets hanging, indented lines kept.
@Suite struct TextLayoutTests {
    @Test func wrapsProseAndKeepsIndentedLines() {
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = TextLayout.wrap(long + "\n\n- " + long + "\n    kept   as   is")
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(lines.contains("    kept   as   is"))
        #expect(lines.contains(""))
        #expect(lines.contains { $0.hasPrefix("  word") }, "bullets wrap with a hanging indent")
    }
}
