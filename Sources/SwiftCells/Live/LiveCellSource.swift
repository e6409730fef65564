import PlaygroundKit

/// The `main.swift` of a cell in the live lesson, compiled as module `Cell<n>` in script mode:
///
/// - the lesson's module (`@testable`, its internal types too) and what it imports;
/// - for each name the cell uses that an earlier cell declared, a scoped import of the newest
///   declaration (`@testable import var Cell7.n`): a name declared again is never ambiguous, and
///   a cell compiles against only what it uses, however long the page (whole modules only for
///   cells with extensions or operators);
/// - one computed variable per live object, of the exact type the lesson declared it with,
///   module-qualified with a module selector (`DependencyInjection::Container`), so a name two
///   modules share (`Container` in Swinject and in the lesson) is never ambiguous;
/// - the cell under `#sourceLocation(file: "cell 3", line: 1)`, so errors and traps name its lines;
/// - when the cell ends with an expression, that expression bound to `res<n>` (n: its place on the
///   page) and shown.
///
/// Top-level code in script mode runs once, in order, when the cell's entry point is called; its
/// variables are globals of the module, there for every later cell.
struct LiveCellSource {
    let text: String
    /// Where the echo's `let res<n> = (` went: that line of the cell, and how many columns it moved it.
    let shifted: (line: Int, columns: Int)?
    /// Whether the cell or an earlier one imported a module of its own choosing, whose library
    /// the cell's must then link (``Linking/learnerImportArguments(object:toolFolder:run:)``).
    let importsModules: Bool
    /// The cell as typed, and its label (`cell 3`): what its messages speak of.
    let cell: String
    let label: String

    static func entryPoint(number: Int) -> String { "cell\(number)_main" }

    /// The name a cell's final value is kept under: `res3` for the page's third cell, as `page`
    /// numbers it (a later cell of the same number, after `undo`, declares it anew and wins).
    static func resultName(for request: CellRequest) -> String { "res\(request.page.count + 1)" }

    /// `echo`: bind a final expression to `res<n>` and show it (not for a completion document).
    init(request: CellRequest, items: CellItems, echo: Bool = true) {
        let lessonModule = CellSource.moduleName(of: request.lesson)
        var text = "// Cell \(request.number) of a playground session: generated for each cell.\n"
        text += "import CellKit\n@testable import \(lessonModule)\n"
        // The lesson's imports, but never Observation unless a cell imports it: its `@Observable`
        // macro would take the attribute from the lessons' own wrapper of that name (property-wrappers).
        let learnerImports = Self.learnerImports(request.page + [CellRecord(number: request.number, label: "", code: "", library: "", declarations: items.declarations)])
        for other in request.lesson.imports where !["LessonKit", lessonModule, "CellKit"].contains(other) {
            if Self.hiddenUnlessImported.contains(other), !learnerImports.contains(other) { continue }
            text += "import \(other)\n"
        }
        if !request.lesson.imports.contains("PlaygroundKit") { text += "import PlaygroundKit\n" }
        text += CellSource.openCombineNames(imports: request.lesson.imports)
        // What earlier cells imported, this one imports too (as `swift repl` keeps an import).
        for module in learnerImports.sorted() where !request.lesson.imports.contains(module) && !items.declarations.contains(CellItems.importPrefix + module) {
            text += "import \(module)\n"
        }
        // Earlier cells: for each name this cell uses, the newest declaration of it (a scoped
        // import, so a name declared again is never ambiguous); whole modules only for cells with
        // extensions or operators. What a cell compiles against stays small however long the page.
        // And each earlier cell's marker: its module imported testably with none of its names, so
        // the internal members of its types are there through any later value of those types.
        var newest: [String: (kind: String, module: String)] = [:]
        for cell in request.page {
            for declaration in cell.declarations {
                if declaration == CellItems.unscoped {
                    text += "@testable import \(cell.module)\n"
                    continue
                }
                let parts = declaration.split(separator: " ")
                guard parts.count == 2, parts[0] != "import" else { continue }
                if parts[1] == CellItems.marker(number: cell.number) {
                    text += "@testable import \(parts[0]) \(cell.module).\(parts[1])\n"
                    continue
                }
                newest[String(parts[1])] = (String(parts[0]), cell.module)
            }
        }
        let used = items.syntax.identifiers
        for (name, found) in newest.sorted(by: { $0.key < $1.key }) where used.contains(name) {
            text += "@testable import \(found.kind) \(found.module).\(name)\n"
        }
        // Live objects, unless a cell (an earlier one, or this one) declares the name itself.
        let ownNames = Set(items.declarations.map { String($0.split(separator: " ").last ?? "") })
        for object in request.liveObjects where CellSource.isIdentifier(object.name) && newest[object.name] == nil && !ownNames.contains(object.name) {
            let type = Self.qualified(object.typeName)
            let name = CellSource.escaped(object.name)
            if type == "Any" {
                text += "var \(name): Any { CellHost.object(\(CellSource.stringLiteral(object.name))) }\n"
            } else {
                text += "var \(name): \(type) { CellHost.object(\(CellSource.stringLiteral(object.name))) as! \(type) }\n"
            }
        }
        var code = request.cell
        var shifted: (line: Int, columns: Int)?
        let result = Self.resultName(for: request)
        if echo, let last = items.finalExpression {
            let bytes = Array(code.utf8)
            let prefix = "let \(result) = ("
            code = String(decoding: bytes[..<last.start], as: UTF8.self) + prefix
                + String(decoding: bytes[last.start..<last.end], as: UTF8.self) + "\n)"
                + String(decoding: bytes[last.end...], as: UTF8.self)
            shifted = (last.line, prefix.utf8.count)
        }
        text += "enum \(CellItems.marker(number: request.number)) {}\n"
        text += "#sourceLocation(file: \(CellSource.stringLiteral(request.label)), line: 1)\n\(code)\n#sourceLocation()\n"
        if shifted != nil { text += "CellHost.echo(\(result), name: \"\(result)\")\n" }
        self.text = text
        self.shifted = shifted
        importsModules = !learnerImports.isEmpty
        cell = request.cell
        label = request.label
    }

    /// Modules a lesson imports that a cell imports only when the learner asks for them:
    /// Observation's `@Observable` macro wins over any property wrapper of that name.
    static let hiddenUnlessImported: Set<String> = ["Observation"]

    /// The modules the cells of `page` imported (`import RegexBuilder`), in the order they came.
    static func learnerImports(_ page: [CellRecord]) -> Set<String> {
        Set(page.flatMap(\.declarations).filter { $0.hasPrefix(CellItems.importPrefix) }.map { String($0.dropFirst(CellItems.importPrefix.count)) })
    }

    /// A type as Swift printed it, qualified (`Swift.Array<DependencyInjection.Listener>`), written
    /// with module selectors (`Swift::Array<DependencyInjection::Listener>`): the first part of each
    /// dotted name is its module. `Any` when it cannot be named (a private or local type).
    static func qualified(_ typeName: String) -> String {
        if typeName.isEmpty || typeName.contains("(unknown context") || typeName.contains("(extension in") { return "Any" }
        var result = ""
        var atNameStart = true
        var inName = false
        var sawModule = false
        for character in typeName {
            if character.isLetter || character.isNumber || character == "_" {
                if atNameStart { sawModule = false }
                atNameStart = false
                inName = true
                result.append(character)
            } else if character == "." && inName && !sawModule {
                result += "::"
                sawModule = true
            } else {
                result.append(character)
                if character != "." {
                    atNameStart = true
                    inName = false
                }
            }
        }
        return result
    }
}
