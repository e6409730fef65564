import SwiftReading

/// A cell's top-level items, as far as running it in the live lesson needs them: which names it
/// declares (later cells import the newest declaration of each), which modules it imports (later
/// cells import them too), and whether it ends with an expression (whose value the cell shows).
/// Read by swift-syntax's parser (``CellSyntax``), so a type annotation, a string or a comment is
/// never taken for a name.
struct CellItems {
    typealias Item = CellSyntax.Item

    let syntax: CellSyntax

    init(_ code: String) {
        syntax = CellSyntax(code)
    }

    var items: [Item] { syntax.items }

    /// Marks a cell that declares what only a whole-module import brings (an extension, an operator).
    static let unscoped = "extension"
    /// Marks a module a cell imported (`import RegexBuilder`), which later cells import too.
    static let importPrefix = "import "

    /// The declaration every cell's module makes so that a later cell can import it testably
    /// without bringing any of its names into scope: the internal members of its types are then
    /// visible through values of later cells (`p.x` for a `p` of cell 2 whose type cell 1 declared).
    static func marker(number: Int) -> String { "_Cell\(number)" }

    /// What each item declares, as an import names it: `var n`, `func twice`, `struct Point`;
    /// ``unscoped`` for an extension or an operator; `import RegexBuilder` for an import.
    var declarations: [String] {
        syntax.declarations.map { declaration in
            switch declaration {
            case .named(let kind, let name): "\(kind) \(name)"
            case .wholeModule: Self.unscoped
            case .module(let name): Self.importPrefix + name
            }
        }
    }

    /// The last item, when it is an expression whose value a REPL would show.
    var finalExpression: Item? { syntax.finalExpression }

    /// The identifiers `code` uses.
    static func identifiers(in code: String) -> Set<String> {
        CellSyntax(code).identifiers
    }
}
