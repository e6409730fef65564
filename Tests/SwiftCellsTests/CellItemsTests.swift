import Testing
@testable import PlaygroundKit
@testable import SwiftCells
import SwiftReading

/// How a cell is read before it is compiled into the live lesson: its items, what it declares,
/// whether it ends with a value to show, and the source around it.
@Suite struct CellItemsTests {
    @Test func itemsAreTheParsersTopLevelStatements() {
        let items = CellItems("let a = [1,\n 2]; print(a) // a; b\nlet s = \"x; y\"\nlet t = a\n    .map { $0 * 2 }\n    + [3]\na.count /* ; */")
        #expect(items.items.map(\.text) == ["let a = [1,\n 2]", "print(a)", "let s = \"x; y\"", "let t = a\n    .map { $0 * 2 }\n    + [3]", "a.count"])
        #expect(items.items.map(\.line) == [1, 2, 3, 4, 7])
        #expect(CellItems("var index = 0\nindex += 1\nisReady()").items.count == 3)
    }

    @Test(arguments: [
        ("var n = 0", ["var n"]), ("let (a, b) = (1, 2)", ["var a", "var b"]), ("@MainActor func twice(_ x: Int) -> Int { x * 2 }", ["func twice"]),
        ("private struct Point { var x = 0 }", ["struct Point"]), ("final class Box<T> {}", ["class Box"]), ("enum E { case a }", ["enum E"]),
        ("typealias Pair = (Int, Int)", ["typealias Pair"]), ("extension Int { var twice: Int { self * 2 } }", ["extension"]),
        ("prefix operator +++", ["extension"]), ("let `default` = 1", ["var default"]), ("n += 1", []), ("print(1)", []),
        // A type annotation names no variable, however many colons and brackets it holds.
        ("let d: [String: Int] = [:]", ["var d"]), ("var t: (a: Int, b: Double) = (1, 2)", ["var t"]), ("let f: (Int) -> (x: Int, y: Int)", ["var f"]),
        ("let x = 1, y: [Int: [String]] = [:]", ["var x", "var y"]), ("import RegexBuilder", ["import RegexBuilder"]),
        ("func <+>(a: Int, b: Int) -> Int { a + b }", ["extension"]), ("actor Bank {}", ["extension"]),
    ])
    func declarations(code: String, expected: [String]) {
        #expect(CellItems(code).declarations == expected)
    }

    @Test(arguments: [
        ("2 + 3", true), ("container.resolve()", true), ("let x = 1", false), ("if true { print(1) }", false), ("for i in 0..<3 {}", false),
        ("func f() {}", false), ("@discardableResult func f() -> Int { 1 }", false), ("x", true), ("import Foundation", false), ("#if DEBUG\n#endif", false),
        // An assignment runs quietly, as in swift repl; a comparison is shown.
        ("x = 2", false), ("x += 1", false), ("p.x = 3", false), ("x == 2", true), ("x <= 2", true), ("try f()", true),
        // What the parser finds malformed is compiled as typed, never wrapped.
        ("1 2", false),
    ])
    func aFinalExpressionIsShown(code: String, isExpression: Bool) {
        #expect((CellItems("let unrelated = 0\n" + code).finalExpression != nil) == isExpression)
    }

    @Test func aCellsOwnIdentifiersLeaveOutStringsCommentsAndKeywords() {
        #expect(CellItems.identifiers(in: "let n = p.x // q\nprint(\"r \\(s)\")") == ["n", "p", "x", "print", "s"])
    }

    @Test func aWitnessAskedToBePublicGetsPublicBeforeItsKeyword() {
        let code = "extension Plain: CustomStringConvertible { var description: String { \"plain\" } }"
        #expect(CellSyntax.publicizing(code, at: [(1, 48)]) == "extension Plain: CustomStringConvertible { public var description: String { \"plain\" } }")
        #expect(CellSyntax.publicizing("extension C: P {\n  @discardableResult static func make() -> Int { 1 }\n}", at: [(2, 34)])
            == "extension C: P {\n  @discardableResult public static func make() -> Int { 1 }\n}")
        #expect(CellSyntax.publicizing("extension C: P { private func f() {} }", at: [(1, 31)]) == nil, "a declared access level is the learner's")
    }

    @Test func typesAreWrittenWithModuleSelectors() {
        #expect(LiveCellSource.qualified("DependencyInjection.Container") == "DependencyInjection::Container")
        #expect(LiveCellSource.qualified("Swift.Array<SideTable.SideTable.Entry>") == "Swift::Array<SideTable::SideTable.Entry>")
        #expect(LiveCellSource.qualified("Swift.Optional<(Swift.Int, any Events.Listener)>") == "Swift::Optional<(Swift::Int, any Events::Listener)>")
        #expect(LiveCellSource.qualified("Swift.Dictionary<Swift.String, Swift.Int>") == "Swift::Dictionary<Swift::String, Swift::Int>")
        #expect(LiveCellSource.qualified("(unknown context at $1234).Hidden") == "Any")
    }

    @Test func aCellImportsTheNewestDeclarationOfEachNameItUses() {
        let page = [
            CellRecord(number: 1, label: "cell 1", code: "var n = 0", library: "", declarations: ["var n", "enum _Cell1"]),
            CellRecord(number: 4, label: "cell 2", code: "var n = \"x\"; func f() {}", library: "", declarations: ["var n", "func f"]),
            CellRecord(number: 5, label: "cell 3", code: "extension Int {}", library: "", declarations: ["extension"]),
            CellRecord(number: 7, label: "cell 4", code: "import RegexBuilder", library: "", declarations: ["import RegexBuilder"]),
        ]
        let request = CellRequest(lesson: FakeCellLesson.self, liveObjects: [(name: "counter", typeName: "Swift.Int"), (name: "n", typeName: "Swift.Int")],
                                  page: page, cell: "n.count", label: "cell 5", number: 8)
        let source = LiveCellSource(request: request, items: CellItems(request.cell))
        #expect(source.text.contains("@testable import var Cell4.n\n"))
        #expect(!source.text.contains("var Cell1.n"), "a name declared again comes from its newest cell only")
        #expect(source.text.contains("@testable import enum Cell1._Cell1\n"), "an earlier cell's module, for its types' members")
        #expect(!source.text.contains("func Cell4.f"), "the cell does not use f")
        #expect(source.text.contains("@testable import Cell5\n"), "an extension needs its whole module")
        #expect(source.text.contains("var counter: Swift::Int { CellHost.object(\"counter\") as! Swift::Int }\n"))
        #expect(!source.text.contains("var n: Swift::Int"), "an earlier cell's n hides the live object of that name")
        #expect(source.text.contains("import RegexBuilder\n"), "an earlier cell's import is kept")
        #expect(source.importsModules)
        #expect(source.text.contains("enum _Cell8 {}\n#sourceLocation(file: \"cell 5\", line: 1)\nlet res5 = (n.count\n)\n#sourceLocation()\nCellHost.echo(res5, name: \"res5\")\n"))
        #expect(source.shifted?.line == 1)
        #expect(source.shifted?.columns == "let res5 = (".utf8.count)
    }
}

/// A lesson type for generating a cell's source: only its module and imports are read.
final class FakeCellLesson: Lesson {
    static let id = "fake-cell"
    static let title = "Fake"
    static let summary = ""
    static let source = ""
    static let imports: [String] = []
    static let exercises: [Exercise] = []
    var steps: [Step] { [] }
    init(context: LessonContext) {}
}
