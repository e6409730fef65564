import SwiftParser
import SwiftSyntax

/// The checks an exercise's `Checks.swift` declares, read from its source as the parser sees it:
/// every `Check("name") { body }` call, in the order written, with the statements of its body as
/// they stand in the file (indented as one block, moved left). `playground check --json` gives
/// them as each test's `test_code`, so a grader shows the check's real code, never a copy.
///
/// A call whose name is not a plain string literal (interpolated, built at run time) or that has
/// no closure is left out: its code cannot be matched to the check the program runs.
public enum CheckDeclarations {
    public struct Declaration: Equatable, Sendable {
        public var name: String
        /// The closure's statements, as written, their common indentation taken away.
        public var code: String
    }

    public static func read(_ source: String) -> [Declaration] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return finder.found
    }

    final class Finder: SyntaxVisitor {
        var found: [Declaration] = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Check",
                  let first = call.arguments.first, first.label == nil,
                  let literal = first.expression.as(StringLiteralExprSyntax.self),
                  let name = CheckDeclarations.plainText(literal) else { return .visitChildren }
            let closure = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
            guard let closure else { return .visitChildren }
            found.append(Declaration(name: name, code: CheckDeclarations.dedent(closure.statements.description)))
            return .skipChildren
        }
    }

    /// A string literal's text when it has no interpolation (escapes such as `\"` read as what they say).
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        guard literal.openingPounds == nil else { return text }
        return unescape(text)
    }

    static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `text`'s lines without the blank ones around them and without the indentation they share.
    static func dedent(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }.joined(separator: "\n")
    }
}
