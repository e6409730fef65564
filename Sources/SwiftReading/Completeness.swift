import SwiftParser
import SwiftSyntax

/// Whether typed Swift is a whole cell yet, as the parser sees it: lines that end where the parser
/// still expects more wait for the next line, as `swift repl` does. So a cell can go on over
/// several lines, and a declaration can put its `{` on the next one:
///
/// - an open brace, bracket or parenthesis (`func f() {`, `[1,`), an `#if` without its `#endif`;
/// - a declaration or statement that needs a body and stops before it (`struct P`, `if x`,
///   `for i in xs`, `guard x else`, `@MainActor`), and a function, initializer or subscript with
///   no body yet (`func f()`, `init()`: `swift repl` would run it and say the body is missing;
///   here the `{` may come on the next line);
/// - an expression that stops mid-way: `let x =`, `1 +`, `x.`, `x ? 1 :`;
/// - a multi-line string (`"""`) or a block comment (`/*`, nested ones counted) left open.
///
/// Everything else is complete, mistakes included: the compiler reports them, at the learner's
/// line. A single-line string left open (`"abc`, `print("hi`) makes the text complete whatever
/// else is open, as no later line can close it; a closing brace too many is complete too. Blank
/// lines change nothing: text that waits goes on waiting (Ctrl-C drops it in the shell), as in
/// `swift repl`. And a declaration followed by a line that is not its `{` (`struct P`, then
/// `let x = 1`) does not wait for a `}` the learner never opened: the compiler says the brace is
/// missing (unless braces the learner did open are still open: those are waited for).
public enum Completeness {
    public static func isComplete(_ text: String) -> Bool {
        let tree = Parser.parse(source: text)
        let eof = tree.endOfFileToken
        // Where the last real token's text and the trivia after it end: a token the parser had to
        // invent there (a missing `{`, expression or `"""`) means the text stops mid-way. Measured
        // before the trailing blank lines and comments, which are the end-of-file token's leading
        // trivia: `struct P` followed by an empty line still waits for its `{`.
        let end = eof.position
        var stopsMidway = false, braceMissingMidway = false
        for token in tree.tokens(viewMode: .all) where token.presence == .missing {
            // A single-line string left open is a mistake no later line can mend: the compiler says so.
            if inSingleLineString(token) { return true }
            if token.position < end {
                // A `{` the parser had to put in before more text (`struct P` followed by `let x = 1`):
                // the line after the declaration was not its brace, and no later line can mend that.
                if token.tokenKind == .leftBrace { braceMissingMidway = true }
                continue
            }
            // The `}` of that `{` never opened is not waited for; any other `}` is.
            if token.tokenKind == .rightBrace, closesMissingBrace(token) { continue }
            stopsMidway = true
        }
        if stopsMidway { return false }
        if braceMissingMidway { return true }
        let last = eof.previousToken(viewMode: .sourceAccurate)
        if let last, last.presence == .present, awaitsBody(endingWith: last) { return false }
        // A block comment left open runs to the end of the text, in the trivia of the last token or
        // of the end of the file.
        return !opensComment(last?.trailingTrivia ?? []) && !opensComment(eof.leadingTrivia)
    }

    /// Whether the `}` `token` closes a block whose `{` is missing too (the parser put in both).
    static func closesMissingBrace(_ token: TokenSyntax) -> Bool {
        guard let block = token.parent else { return false }
        return block.children(viewMode: .all).contains { child in
            guard let brace = child.as(TokenSyntax.self) else { return false }
            return brace.tokenKind == .leftBrace && brace.presence == .missing
        }
    }

    /// Whether `token` belongs to a single-line string literal (`"abc`, `#"abc`), which a newline
    /// ends: another line cannot close it.
    static func inSingleLineString(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let literal = current.as(StringLiteralExprSyntax.self) {
                return literal.openingQuote.tokenKind != .multilineStringQuote
            }
            node = current.parent
        }
        return false
    }

    /// Whether `token` ends a function, initializer, deinitializer or subscript declared without a
    /// body (`func f()`, `init()`): its `{` may come on the next line. (The parser takes a missing
    /// body as a protocol requirement's, so it invents no brace.)
    static func awaitsBody(endingWith token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.lastToken(viewMode: .sourceAccurate) != token { return false }
            if let function = current.as(FunctionDeclSyntax.self) { return function.body == nil }
            if let initializer = current.as(InitializerDeclSyntax.self) { return initializer.body == nil }
            if let deinitializer = current.as(DeinitializerDeclSyntax.self) { return deinitializer.body == nil }
            if let subscriptDecl = current.as(SubscriptDeclSyntax.self) { return subscriptDecl.accessorBlock == nil }
            node = current.parent
        }
        return false
    }

    /// Whether `trivia` holds a block comment that is never closed (`/*` and `*/` nest in Swift).
    static func opensComment(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            switch piece {
            case .blockComment(let text), .docBlockComment(let text): !closesNested(text)
            default: false
            }
        }
    }

    /// Whether a block comment's text closes every `/*` it opens.
    static func closesNested(_ comment: String) -> Bool {
        var depth = 0
        var bytes = comment.utf8.makeIterator()
        var previous: UInt8 = 0
        while let byte = bytes.next() {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") {
                depth += 1
                previous = 0
                continue
            }
            if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") {
                depth -= 1
                previous = 0
                continue
            }
            previous = byte
        }
        return depth <= 0
    }
}
