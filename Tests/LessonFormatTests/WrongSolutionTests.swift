import Foundation
@testable import LessonFormat
import Testing

/// An exercise's known-wrong solutions (`Wrong/`) and refused snippets (`Refused/`), as the build
/// reads them: each problem is reported at its file and line.
@Suite struct WrongSolutionTests {
    static let checks = """
        func checks() -> [Check] {
            [
                Check("two containers do not share their singletons") {},
                Check("typing \\"Moscow\\" again makes no second request") {},
            ]
        }
        """

    static func parse(_ text: String, refusals: [String] = []) throws(Diagnostics) -> WrongSolutionDocument {
        try WrongSolutionDocument.parse(text, name: "static-cache", file: "Ex/Wrong/static-cache.swift", checks: checks, refusals: refusals)
    }

    @Test func aWrongSolutionNamesItsMistakeAndTheCheckThatCatchesIt() throws {
        let text = "// wrong: keeps the cache in a static dictionary\n// caught by: two containers do not share their singletons\nfinal class C {}\n"
        let wrong = try Self.parse(text)
        #expect(wrong.name == "static-cache")
        #expect(wrong.mistake == "keeps the cache in a static dictionary")
        #expect(wrong.caughtBy == "two containers do not share their singletons")
        #expect(wrong.code == text, "the code keeps its header, so line numbers match the file")
    }

    @Test func aCheckIsNamedAsTheLearnerReadsItQuotesAndAll() throws {
        let wrong = try Self.parse("// wrong: w\n// caught by: typing \"Moscow\" again makes no second request\nlet x = 1\n")
        #expect(wrong.caughtBy == "typing \"Moscow\" again makes no second request")
    }

    @Test func theCompilerAndARefusedSnippetsCheckMayCatchIt() throws {
        #expect(try Self.parse("// wrong: w\n// caught by: the compiler\nlet x = \n").caughtBy == WrongSolutionDocument.compiler)
        let refused = try Self.parse("// wrong: w\n// caught by: a struct cannot use it\nlet x = 1\n", refusals: ["a struct cannot use it"])
        #expect(refused.caughtBy == "a struct cannot use it")
    }

    @Test(arguments: [
        ("// caught by: two containers do not share their singletons\nlet x = 1\n", 1, "a wrong solution starts with '// wrong: <the mistake>'"),
        ("// wrong: w\nlet x = 1\n", 2, "a wrong solution says which check catches it"),
        ("// wrong: w\n// caught by: a check nobody wrote\nlet x = 1\n", 2, "'caught by' names no check of the exercise: 'a check nobody wrote'"),
        ("// wrong: w\n// caught by: two containers do not share their singletons\n\n", 1, "the wrong solution has no code after its header"),
    ])
    func aBadHeaderIsReportedAtItsLine(text: String, line: Int, message: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.all.contains { $0.line == line && $0.file == "Ex/Wrong/static-cache.swift" && $0.message.hasPrefix(message) }, "\(error)")
        }
    }

    @Test func aRefusedSnippetNeedsItsCheckTheErrorAndWhatToSay() throws {
        let text = "// check: a struct cannot use it\n// expect: 'wrappedValue' is unavailable\n// otherwise: mark it unavailable\nstruct S {}\n"
        let refusal = try RefusalDocument.parse(text, file: "Ex/Refused/s.swift")
        #expect(refusal == RefusalDocument(name: "a struct cannot use it", expect: "'wrappedValue' is unavailable", otherwise: "mark it unavailable", code: text))
        #expect(throws: Diagnostics.self) { try RefusalDocument.parse("// check: c\nstruct S {}\n", file: "Ex/Refused/s.swift") }
    }

    /// A folder on disk, read as the build reads it: fewer than two wrong solutions fail it at
    /// exercise.md, a bad one at its own file.
    @Test func anExerciseFolderNeedsTwoWrongSolutions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wrong-solutions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Exercises/1-cache")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Wrong"), withIntermediateDirectories: true)
        let files = [
            "exercise.md": "---\ntitle: T\nfile: Cache.swift\n---\n\nDo it.\n\n## Hints\n\n- One.\n- Two.\n",
            "Starter.swift": "final class C {}\n", "Solution.swift": "final class C {}\n", "Checks.swift": Self.checks,
            "Wrong/static-cache.swift": "// wrong: static\n// caught by: two containers do not share their singletons\nfinal class C {}\n",
            "contract.md": "# Contract: T\n" + ContractDocument.sections.map { "## \($0)\n- Does not apply: a test.\n" }.joined()
                + "- Both. Checks: \"two containers do not share their singletons\", \"typing \\\"Moscow\\\" again makes no second request\"\n",
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        do {
            _ = try LessonFolder.exercise(inFolder: folder.path, root: root.path)
            Issue.record("an exercise with one wrong solution was accepted")
        } catch {
            #expect(error.all.map(\.description) == ["Exercises/1-cache/exercise.md:1: error: an exercise keeps at least 2 known-wrong solutions in Wrong/ (the plausible mistakes; it has 1), each starting '// wrong: …' and '// caught by: <check>'"])
        }
        try "// wrong: global\n// caught by: nothing\nvar cache = 0\n".write(to: folder.appendingPathComponent("Wrong/global.swift"), atomically: true, encoding: .utf8)
        do {
            _ = try LessonFolder.exercise(inFolder: folder.path, root: root.path)
            Issue.record("a wrong solution naming no check was accepted")
        } catch {
            #expect(error.all.map { "\($0.file):\($0.line)" } == ["Exercises/1-cache/Wrong/global.swift:2"], "\(error)")
        }
        try "// wrong: global\n// caught by: the compiler\nvar cache = \n".write(to: folder.appendingPathComponent("Wrong/global.swift"), atomically: true, encoding: .utf8)
        let exercise = try LessonFolder.exercise(inFolder: folder.path, root: root.path)
        #expect(exercise.wrongSolutions.map(\.name) == ["global", "static-cache"])
        // Without its contract, the exercise is refused at exercise.md.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("contract.md"))
        do {
            _ = try LessonFolder.exercise(inFolder: folder.path, root: root.path)
            Issue.record("an exercise without contract.md was accepted")
        } catch {
            #expect(error.all.map { "\($0.file):\($0.line)" } == ["Exercises/1-cache/exercise.md:1"], "\(error)")
            #expect(error.all.first?.message.hasPrefix("an exercise writes down its contract in contract.md") == true, "\(error)")
        }
    }
}
