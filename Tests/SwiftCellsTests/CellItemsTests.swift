import Testing
@testable import PlaygroundKit
@testable import SwiftCells

/// How a cell is read before it is compiled into the live lesson: its items, what it declares,
/// whether it ends with a value to show, and the source around it.
@Suite struct CellItemsTests {
    @Test func itemsSplitAtLinesAndSemicolonsOutsideBracketsStringsAndComments() {
        let items = CellItems("let a = [1,\n 2]; print(a) // a; b\nlet s = \"x; y\"\nlet t = a\n    .map { $0 * 2 }\n    + [3]\na.count /* ; */")
        #expect(items.items.map(\.text) == ["let a = [1,\n 2]", "print(a) // a; b", "let s = \"x; y\"", "let t = a\n    .map { $0 * 2 }\n    + [3]", "a.count /* ; */"])
        #expect(items.items.map(\.line) == [1, 2, 3, 4, 7])
        // A word that only starts like a continuation (`index`, `isEmpty`) starts an item of its own.
        #expect(CellItems("var index = 0\nindex += 1\nisReady()").items.count == 3)
    }

    @Test(arguments: [
        ("var n = 0", ["var n"]), ("let (a, b) = (1, 2)", ["var a", "var b"]), ("@MainActor func twice(_ x: Int) -> Int { x * 2 }", ["func twice"]),
        ("private struct Point { var x = 0 }", ["struct Point"]), ("final class Box<T> {}", ["class Box"]), ("enum E { case a }", ["enum E"]),
        ("typealias Pair = (Int, Int)", ["typealias Pair"]), ("extension Int { var twice: Int { self * 2 } }", ["extension"]),
        ("prefix operator +++", ["extension"]), ("let `default` = 1", ["var default"]), ("n += 1", []), ("print(1)", []),
    ])
    func declarations(code: String, expected: [String]) {
        #expect(CellItems(code).declarations == expected)
    }

    @Test(arguments: [
        ("2 + 3", true), ("container.resolve()", true), ("let x = 1", false), ("if true { print(1) }", false), ("for i in 0..<3 {}", false),
        ("func f() {}", false), ("@discardableResult func f() -> Int { 1 }", false), ("x", true), ("import Foundation", false), ("#if DEBUG\n#endif", false),
    ])
    func aFinalExpressionIsShown(code: String, isExpression: Bool) {
        #expect((CellItems("let unrelated = 0\n" + code).finalExpression != nil) == isExpression)
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
            CellRecord(number: 1, label: "cell 1", code: "var n = 0", library: "", declarations: ["var n"]),
            CellRecord(number: 4, label: "cell 2", code: "var n = \"x\"; func f() {}", library: "", declarations: ["var n", "func f"]),
            CellRecord(number: 5, label: "cell 3", code: "extension Int {}", library: "", declarations: ["extension"]),
        ]
        let request = CellRequest(lesson: FakeCellLesson.self, liveObjects: [(name: "counter", typeName: "Swift.Int"), (name: "n", typeName: "Swift.Int")],
                                  page: page, cell: "n.count", label: "cell 4", number: 6)
        let source = LiveCellSource(request: request, items: CellItems(request.cell))
        #expect(source.text.contains("@testable import var Cell4.n\n"))
        #expect(!source.text.contains("Cell1"), "a name declared again comes from its newest cell only")
        #expect(!source.text.contains("func Cell4.f"), "the cell does not use f")
        #expect(source.text.contains("@testable import Cell5\n"), "an extension needs its whole module")
        #expect(source.text.contains("var counter: Swift::Int { CellHost.object(\"counter\") as! Swift::Int }\n"))
        #expect(!source.text.contains("var n: Swift::Int"), "an earlier cell's n hides the live object of that name")
        #expect(source.text.contains("#sourceLocation(file: \"cell 4\", line: 1)\nlet res4 = (n.count\n)\n#sourceLocation()\nCellHost.echo(res4, name: \"res4\")\n"))
        #expect(source.shifted?.line == 1)
        #expect(source.shifted?.columns == "let res4 = (".utf8.count)
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
