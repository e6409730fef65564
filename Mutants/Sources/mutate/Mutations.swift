import SwiftParser
import SwiftSyntax

/// One small change to a solution: the text between two UTF-8 offsets replaced, and what it does
/// in words (`line 12: '>' becomes '>='`), as the mutation report shows it.
struct Mutation: Sendable {
    var start: Int
    var end: Int
    var replacement: String
    var line: Int
    var what: String

    func apply(to source: [UInt8]) -> String {
        String(decoding: source[..<start] + Array(replacement.utf8) + source[end...], as: UTF8.self)
    }
}

/// Finds the mutations of a solution: the mistakes a learner makes, small enough that a check worth
/// its name notices each (issue 35). Operators:
/// - a comparison, logic or arithmetic operator swapped (`==`/`!=`, `<`/`<=`/`>`, `&&`/`||`,
///   `+`/`-`, `===`/`!==`, `+=`/`-=`); `true`/`false`; a `!` dropped; a condition negated;
/// - a number changed (`n` to `n + 1`, `0` to `1`);
/// - a statement dropped, or moved across the next one;
/// - a call dropped from a chain (`.removeDuplicates()`, `.receive(on:)`, `.store(in:)`);
/// - `weak` dropped from a property, a closure's `[weak self]` made to hold `self` strongly too,
///   and the other way: an optional `var` made `weak`;
/// - a string without interpolation changed (a key, a frame type, a state's name).
final class MutationFinder: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let source: [UInt8]
    private(set) var mutations: [Mutation] = []

    static let swaps: [String: [String]] = [
        "==": ["!="], "!=": ["=="], "===": ["!=="], "!==": ["==="],
        "<": ["<=", ">"], "<=": ["<", ">"], ">": [">=", "<"], ">=": [">", "<"],
        "&&": ["||"], "||": ["&&"], "+": ["-"], "-": ["+"], "+=": ["-="], "-=": ["+="],
    ]

    init(file: String, source: String) {
        let tree = Parser.parse(source: source)
        self.source = Array(source.utf8)
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func text(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription
    }

    private func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
    }

    private func add(_ node: some SyntaxProtocol, _ replacement: String, _ what: String) {
        mutations.append(Mutation(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: replacement, line: line(node), what: what))
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        for other in Self.swaps[node.operator.text] ?? [] {
            add(node, other, "'\(node.operator.text)' becomes '\(other)'")
        }
        return .visitChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let other = node.literal.text == "true" ? "false" : "true"
        add(node, other, "'\(node.literal.text)' becomes '\(other)'")
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let digits = node.literal.text.replacingOccurrences(of: "_", with: "")
        if let value = Int(digits) {
            add(node, String(value == 0 ? 1 : value + 1), "\(node.literal.text) becomes \(value == 0 ? 1 : value + 1)")
        }
        return .visitChildren
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.text == "!" {
            add(node, text(node.expression), "'!' dropped from '\(shortened(text(node)))'")
        }
        return .visitChildren
    }

    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
        // A plain condition (not `let x = ...`): negated.
        if node.count == 1, let only = node.first, case .expression(let expression) = only.condition {
            add(expression, "!(\(text(expression)))", "the condition '\(shortened(text(expression)))' negated")
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // Statements in a body (a file's top level is imports and declarations, not behaviour).
        guard node.parent?.is(SourceFileSyntax.self) == false else { return .visitChildren }
        let items = Array(node).filter { !$0.item.is(DeclSyntax.self) || $0.item.is(VariableDeclSyntax.self) }
        for (index, item) in items.enumerated() {
            add(item, "", "the statement '\(shortened(text(item)))' dropped")
            if index + 1 < items.count {
                let next = items[index + 1]
                mutations.append(Mutation(
                    start: item.positionAfterSkippingLeadingTrivia.utf8Offset, end: next.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: text(next) + "\n" + text(item), line: line(item),
                    what: "'\(shortened(text(item)))' moved after '\(shortened(text(next)))'"))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseListSyntax) -> SyntaxVisitorContinueKind {
        // Two cases' patterns exchanged (`.singleton` does what `.perRequest` did): a state mixed up.
        let labels = node.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
        for (first, second) in zip(labels, labels.dropFirst()) {
            let a = first.caseItems, b = second.caseItems
            let start = a.positionAfterSkippingLeadingTrivia.utf8Offset, end = b.endPositionBeforeTrailingTrivia.utf8Offset
            let between = String(decoding: source[a.endPositionBeforeTrailingTrivia.utf8Offset..<b.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self)
            mutations.append(Mutation(start: start, end: end, replacement: text(b) + between + text(a), line: line(first),
                                      what: "the cases '\(text(a))' and '\(text(b))' exchanged"))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `base.name(...)` in a chain: the call dropped, `base` left.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            add(node, text(base), "'.\(member.declName.baseName.text)(...)' dropped from the chain")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "weak" {
            mutations.append(Mutation(start: node.position.utf8Offset, end: node.endPosition.utf8Offset, replacement: "",
                                      line: line(node), what: "'weak' dropped: the reference is strong"))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A strong optional reference made weak (`var delegate: X?` -> `weak var delegate: X?`):
        // what must be kept is let go. Only compiles for a class type, which is the point.
        let isWeak = node.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
        if node.bindingSpecifier.text == "var", !isWeak, node.bindings.count == 1,
           let type = node.bindings.first?.typeAnnotation?.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
           node.bindings.first?.accessorBlock == nil {
            mutations.append(Mutation(start: node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      end: node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "weak ",
                                      line: line(node), what: "'\(shortened(text(node)))' made weak: the reference no longer keeps it"))
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // A key, a type's tag, a state's name: changed. Not a message inside an attribute.
        // Nor the message of a trap or an assertion: no behaviour reads it.
        let call = node.ancestorOrSelf { $0.as(FunctionCallExprSyntax.self) }?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let traps: Set<String> = ["fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure"]
        guard node.segments.count == 1, let only = node.segments.first?.as(StringSegmentSyntax.self), !only.content.text.isEmpty,
              node.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) == nil, !traps.contains(call ?? "") else { return .visitChildren }
        let content = only.content.text.count > 40 ? String(only.content.text.prefix(37)) + "..." : only.content.text
        add(node, "\"\(only.content.text)?\"", "the string \"\(content)\" becomes \"\(content)?\"")
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        // `[weak self]` also captures self strongly (under another name): a reference cycle kept.
        if node.specifier?.specifier.text == "weak", node.initializer == nil {
            let name = node.name.text
            add(node, "\(text(node)), strongly = \(name)", "the closure holds '\(name)' strongly too ([weak \(name), strongly = \(name)])")
        }
        return .visitChildren
    }
}
