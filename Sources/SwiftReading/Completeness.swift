import SwiftParser
import SwiftSyntax

/// Whether typed Swift is a whole cell yet, as the parser sees it: lines that end where the parser
/// still expects more (an open brace, `struct P` before its `{`, `let x =`, an unterminated
/// string or comment) wait for the next line, as `swift repl` does.
public enum Completeness {
    public static func isComplete(_ text: String) -> Bool {
        let tree = Parser.parse(source: text)
        let end = tree.endOfFileToken.positionAfterSkippingLeadingTrivia
        // Anything the parser had to invent at the very end means the text stops mid-way.
        for token in tree.tokens(viewMode: .all) where token.presence == .missing {
            if token.positionAfterSkippingLeadingTrivia >= end { return false }
        }
        return !unterminatedTrivia(tree.endOfFileToken.leadingTrivia)
    }

    /// A block comment left open runs to the end of the text.
    static func unterminatedTrivia(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            if case .blockComment(let text) = piece { return !text.hasSuffix("*/") }
            return false
        }
    }
}
