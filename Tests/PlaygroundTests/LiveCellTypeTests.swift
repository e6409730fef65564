import Foundation
import LessonCatalog
import PlaygroundKit
import Testing

/// Every live object reaches a cell with the exact static type the lesson declared, in every
/// lesson, after every step: never `Any`, and module-qualified where names clash (di's
/// `Container` and Swinject's).
@Suite struct LiveCellTypeTests {
    static func lessonIDs() -> [String] {
        Catalog.standard.ids
    }

    /// What `inspect` lists after every step of `id`, with each object's static type, from the
    /// lesson run here, in this test's own shell.
    static func exposedAfterEveryStep(_ id: String) throws -> (steps: Int, objects: [(name: String, typeName: String)]) {
        let shell = Shell(catalog: .standard)
        #expect(!shell.handle("open \(id)").failed)
        let steps = try #require(Catalog.standard.lessons.first { $0.id == id }).init(context: LessonContext()).steps.count
        for _ in 0..<steps { _ = shell.handle("next") }
        return (steps, shell.liveObjects.map { ($0.name, $0.typeName) })
    }

    @Test(arguments: Self.lessonIDs())
    func everyLiveObjectHasTheLessonsStaticType(_ id: String) throws {
        let expected = try Self.exposedAfterEveryStep(id)
        #expect(!expected.objects.isEmpty, "\(id) exposes nothing")
        // A generic function sees the static type of what it is given, not the dynamic one.
        // One line: a script's line is a cell.
        let probe = "func staticType<T>(_ value: @autoclosure () -> T) -> String { _typeName(T.self, qualified: true) }; "
            + expected.objects.map { "print(\"\($0.name)=\" + staticType(\($0.name)))" }.joined(separator: "; ")
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open \(id)"] + Array(repeating: "next", count: expected.steps) + ["swift " + probe])
        let answer = ran[expected.steps + 1]
        for object in expected.objects {
            #expect(answer.contains("\(object.name)=\(object.typeName)\n"), "\(id).\(object.name): expected \(object.typeName), the cell said:\n\(answer)")
            #expect(object.typeName != "Any" && !object.typeName.hasPrefix("Any<"), "\(id).\(object.name) is exposed as Any")
        }
    }
}
