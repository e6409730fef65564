@testable import LessonFormat
import Testing

/// The narrative checked against the code: every step has its action, every name on a `Code:`
/// line is a region, every region is shown.
@Suite struct CheckTests {
    static let markdown = """
        ---
        id: hello
        title: Hello
        summary: S
        source: s
        ---

        ## Counter {#counter}

        Text.

        Code: counter-vm, step-counter

        ## Label {#label}

        More text.

        Code: step-label, Bad
        """

    static let swift = """
        import LessonKit
        // @snippet counter-vm
        final class CounterVM {}
        // @end counter-vm
        public final class HelloLesson: Lesson {
            // @step counter
            func counterStep(_ ctx: LessonContext) throws {
                // @snippet step-counter
                print(1)
                // @end step-counter
            }
            // @step label
            func labelStep(_ ctx: LessonContext) throws {
                // @snippet step-label
                print(2)
                // @end step-label
            }
        }
        """

    static func module(markdown: String = markdown, swift: String = swift, other: [String: [CodeRegion]] = [:]) throws -> LessonModule {
        LessonModule(
            name: "Hello",
            document: try LessonDocument.parse(markdown, file: "Lessons/Hello/lesson.md"),
            sources: [try SwiftSource.scan(swift, file: "Lessons/Hello/HelloLesson.swift")],
            rejected: [try SwiftSource.rejected("// expect: error: no\nlet x: Int = \"\"\n", file: "Lessons/Hello/Rejected/Bad.swift", name: "Bad")],
            otherModules: other)
    }

    static func problems(markdown: String = markdown, swift: String = swift) throws -> [String] {
        do {
            _ = try module(markdown: markdown, swift: swift).check()
            return []
        } catch let error as Diagnostics {
            return error.all.map(\.description)
        }
    }

    @Test func aLessonThatMatchesItsCodePasses() throws {
        let references = try Self.module().check()
        #expect(references.map { $0.map(\.region.name) } == [["counter-vm", "step-counter"], ["step-label", "Bad"]])
    }

    @Test func anUnknownRegionIsReportedAtItsCodeLineWithAGuess() throws {
        let markdown = Self.markdown.replacingOccurrences(of: "Code: counter-vm,", with: "Code: counter-mv,")
        #expect(try Self.problems(markdown: markdown) == [
            "Lessons/Hello/lesson.md:12: error: step 'counter' shows 'counter-mv', which is no code region of Hello (marked '// @snippet counter-mv' ... '// @end counter-mv') and no file under Rejected/ (did you mean 'counter-vm'?)",
            "Lessons/Hello/HelloLesson.swift:2: error: the code region 'counter-vm' is never shown: name it on a step's 'Code:' line in Lessons/Hello/lesson.md, or remove its markers",
        ])
    }

    @Test func aStepWithoutAnActionIsReportedAtItsHeading() throws {
        let swift = Self.swift.replacingOccurrences(of: "// @step label\n", with: "")
        #expect(try Self.problems(swift: swift) == [
            "Lessons/Hello/lesson.md:14: error: step 'label' has no action: put '// @step label' above 'func ...(_ ctx: LessonContext)' in Hello's Swift",
        ])
    }

    @Test func anActionWithoutAStepIsReportedWithBothPlaces() throws {
        let swift = Self.swift.replacingOccurrences(of: "// @step label", with: "// @step lable")
        #expect(try Self.problems(swift: swift) == [
            "Lessons/Hello/lesson.md:14: error: step 'label' has no action: put '// @step label' above 'func ...(_ ctx: LessonContext)' in Hello's Swift (is '// @step lable' meant for it?)",
            "Lessons/Hello/lesson.md:18: error: the action '// @step lable' (Lessons/Hello/HelloLesson.swift:12) has no step: Lessons/Hello/lesson.md has no heading with {#lable} (did you mean 'label'?)",
        ])
    }

    @Test func aRegionNoStepShowsIsReportedAtItsMarker() throws {
        let markdown = Self.markdown.replacingOccurrences(of: "Code: step-label, Bad", with: "Code: step-label")
        #expect(try Self.problems(markdown: markdown) == [
            "Lessons/Hello/Rejected/Bad.swift:1: error: the code region 'Bad' is never shown: name it on a step's 'Code:' line in Lessons/Hello/lesson.md, or remove its markers",
        ])
    }

    @Test func twoActionsForOneStepAndTwoLessonClassesAreReported() throws {
        let swift = Self.swift + "\nextension HelloLesson {\n    // @step label\n    func again(_ ctx: LessonContext) {}\n}\nfinal class Second: Lesson {}\n"
        let found = try Self.problems(swift: swift)
        #expect(found.contains("Lessons/Hello/HelloLesson.swift:20: error: a second action for step 'label' (the first is Lessons/Hello/HelloLesson.swift:12)"), "\(found)")
        #expect(found.contains { $0.contains("a second lesson class 'Second'") }, "\(found)")
    }

    @Test func aFileThatPrintsWithoutLessonKitIsRefused() throws {
        let swift = Self.swift.replacingOccurrences(of: "import LessonKit", with: "import PlaygroundKit")
        #expect(try Self.problems(swift: swift) == [
            "Lessons/Hello/HelloLesson.swift:9: error: this file calls print but does not 'import LessonKit': its output would go to the terminal instead of the step",
        ])
    }

    @Test func regionsOfAnImportedLessonAreNamedWithTheirModule() throws {
        let other = CodeRegion(name: "container", file: "Lessons/DI/Container.swift", lines: 2...3, text: "x")
        let markdown = Self.markdown.replacingOccurrences(of: "Code: step-label, Bad", with: "Code: step-label, Bad, DI/container")
        let module = try Self.module(markdown: markdown, other: ["DI": [other]])
        #expect(try module.check()[1].last == .other(module: "DI", other))

        let unknown = Self.markdown.replacingOccurrences(of: "Code: step-label, Bad", with: "Code: step-label, Bad, DI/containr, Nope/x")
        do {
            _ = try Self.module(markdown: unknown, other: ["DI": [other]]).check()
            Issue.record("expected problems")
        } catch let error as Diagnostics {
            #expect(error.all.map(\.description) == [
                "Lessons/Hello/lesson.md:18: error: step 'label' shows 'DI/containr', but DI has no code region 'containr'",
                "Lessons/Hello/lesson.md:18: error: step 'label' shows 'Nope/x', but Nope is not a lesson Hello imports",
            ])
        }
    }
}
