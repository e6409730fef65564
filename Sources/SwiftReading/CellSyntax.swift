import SwiftParser
import SwiftSyntax

/// A cell of learner Swift as the compiler reads it (swift-syntax's parser): its top-level items,
/// what each declares under the names an import uses, the modules it imports, the identifiers it
/// uses, and whether it ends with an expression whose value a REPL shows.
public struct CellSyntax {
    public struct Item: Equatable, Sendable {
        /// Where the item starts and ends in the cell's text (UTF-8 offsets), and its first line (1-based).
        public var start: Int
        public var end: Int
        public var line: Int
        public var text: String
    }

    /// What a top-level item declares, as a later cell can reach it.
    public enum Declaration: Equatable, Sendable {
        /// A name a scoped import reaches: `var n`, `func twice`, `struct Point`.
        case named(kind: String, name: String)
        /// What only a whole-module import brings: an extension's members and conformances, an
        /// operator, an actor, whatever `#if` holds.
        case wholeModule
        /// `import RegexBuilder`: later cells import it too.
        case module(String)
    }

    public let items: [Item]
    /// Whether the parser found the cell malformed: the compiler then reads it as typed, unwrapped.
    public let hasErrors: Bool
    public let declarations: [Declaration]
    /// Every identifier the code uses (not in strings or comments, keywords left out).
    public let identifiers: Set<String>
    /// The last item, when it is an expression whose value a REPL shows (not an assignment).
    public let finalExpression: Item?

    public init(_ code: String) {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let bytes = Array(code.utf8)
        var items: [Item] = []
        var declarations: [Declaration] = []
        for statement in tree.statements {
            let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = statement.item.endPositionBeforeTrailingTrivia.utf8Offset  // its `;` left out
            guard start < end, end <= bytes.count else { continue }
            let line = converter.location(for: statement.positionAfterSkippingLeadingTrivia).line
            items.append(Item(start: start, end: end, line: line, text: String(decoding: bytes[start..<end], as: UTF8.self)))
            declarations += Self.declarations(of: statement.item)
        }
        self.items = items
        self.declarations = declarations
        hasErrors = tree.hasError
        identifiers = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name }
            return nil
        })
        if !tree.hasError, let last = tree.statements.last, Self.isShownExpression(last.item), let item = items.last {
            finalExpression = item
        } else {
            finalExpression = nil
        }
    }

    /// An expression a REPL shows the value of: not an assignment (`x = 1`, `n += 1`), which
    /// `swift repl` runs quietly.
    static func isShownExpression(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case .expr(let expression) = item else { return false }
        var inner = ExprSyntax(expression)
        while true {
            if let tried = inner.as(TryExprSyntax.self) { inner = tried.expression; continue }
            if let awaited = inner.as(AwaitExprSyntax.self) { inner = awaited.expression; continue }
            break
        }
        if let infix = inner.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { return false }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self), Self.isCompoundAssignment(op.operator.text) { return false }
        }
        // Unfolded: `a = b + c` is a sequence until folded.
        if let sequence = inner.as(SequenceExprSyntax.self) {
            for element in sequence.elements {
                if element.is(AssignmentExprSyntax.self) { return false }
                if let op = element.as(BinaryOperatorExprSyntax.self), Self.isCompoundAssignment(op.operator.text) { return false }
            }
        }
        return true
    }

    static func isCompoundAssignment(_ op: String) -> Bool {
        op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op) && op.count > 1
    }

    static func declarations(of item: CodeBlockItemSyntax.Item) -> [Declaration] {
        guard case .decl(let declaration) = item else { return [] }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { names(in: $0.pattern) }.map { .named(kind: "var", name: $0) }
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard case .identifier = function.name.tokenKind else { return [.wholeModule] }  // an operator
            return [.named(kind: "func", name: unescaped(function.name.text))]
        }
        if let type = declaration.as(StructDeclSyntax.self) { return [.named(kind: "struct", name: unescaped(type.name.text))] }
        if let type = declaration.as(ClassDeclSyntax.self) { return [.named(kind: "class", name: unescaped(type.name.text))] }
        if let type = declaration.as(EnumDeclSyntax.self) { return [.named(kind: "enum", name: unescaped(type.name.text))] }
        if let type = declaration.as(ProtocolDeclSyntax.self) { return [.named(kind: "protocol", name: unescaped(type.name.text))] }
        if let type = declaration.as(TypeAliasDeclSyntax.self) { return [.named(kind: "typealias", name: unescaped(type.name.text))] }
        if let imported = declaration.as(ImportDeclSyntax.self) {
            return [.module(imported.path.map { $0.name.text }.joined(separator: "."))]
        }
        return [.wholeModule]
    }

    /// The names a binding's pattern binds: `n`, or each of `(a, b)`.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [unescaped(identifier.identifier.text)] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}

extension CellSyntax {
    /// `code` with `public` before each declaration whose name starts at one of `places` (line and
    /// UTF-8 column, 1-based, as swiftc reports them); nil when a place names no declaration.
    public static func publicizing(_ code: String, at places: [(line: Int, column: Int)]) -> String? {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var insertions: [Int] = []
        for place in places {
            let offset = converter.position(ofLine: place.line, column: place.column).utf8Offset
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
                  let declaration = token.parent?.ancestorOrSelf(mapping: { $0.as(DeclSyntax.self) }) else { return nil }
            let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
            if modifiers?.contains(where: { ["public", "open", "private", "fileprivate", "internal", "package"].contains($0.name.text) }) == true { return nil }
            let start = modifiers?.first?.positionAfterSkippingLeadingTrivia
                ?? declaration.asProtocol(WithAttributesSyntax.self).map { $0.attributes.endPositionBeforeTrailingTrivia }
                ?? declaration.positionAfterSkippingLeadingTrivia
            insertions.append(modifiers?.isEmpty == false ? start.utf8Offset : Self.keywordStart(of: declaration, after: start).utf8Offset)
        }
        var bytes = Array(code.utf8)
        for offset in Set(insertions).sorted(by: >) { bytes.insert(contentsOf: Array("public ".utf8), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a declaration's keyword (`var`, `func`, `init`) starts, after its attributes.
    static func keywordStart(of declaration: DeclSyntax, after attributesEnd: AbsolutePosition) -> AbsolutePosition {
        declaration.tokens(viewMode: .sourceAccurate).first { $0.positionAfterSkippingLeadingTrivia >= attributesEnd && $0.tokenKind != .atSign }?
            .positionAfterSkippingLeadingTrivia ?? attributesEnd
    }
}
