@testable import LessonFormat
import Testing

/// Regions, step actions and the lesson class, read from a lesson's Swift.
@Suite struct SwiftSourceTests {
    func scan(_ text: String) throws(Diagnostics) -> SwiftSource {
        try SwiftSource.scan(text, file: "Lessons/Hello/HelloLesson.swift")
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try scan(text)
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func regionsAreDedentedAndNestedMarkersDropped() throws {
        let source = try scan("""
            import LessonKit
            struct A {
                // @snippet outer
                func f() {
                    // @snippet inner
                    print(1)
                    // @end inner
                }
                // @end outer
            }
            """)
        #expect(source.regions.map(\.name) == ["inner", "outer"])
        #expect(source.regions[0].text == "print(1)")
        #expect(source.regions[0].lines == 6...6)
        #expect(source.regions[1].text == "func f() {\n    print(1)\n}")
        #expect(source.regions[1].lines == 4...8)
        #expect(source.regions[1].markerLine == 3)
    }

    @Test func aStepMarkerNamesTheFunctionBelowIt() throws {
        let source = try scan("""
            extension HelloLesson {
                // @step counter
                // the counter step
                @MainActor
                private func counterStep(_ ctx: LessonContext) throws {}
            }
            """)
        #expect(source.actions == [StepAction(stepID: "counter", function: "counterStep", file: "Lessons/Hello/HelloLesson.swift", line: 2)])
    }

    @Test func theLessonClassIsFound() throws {
        #expect(try scan("public final class HelloLesson: Lesson {\n}").lessonClass?.name == "HelloLesson")
        #expect(try scan("final class Other: NSObject, Lesson {}").lessonClass?.name == "Other")
        #expect(try scan("final class Lessons: Thing {}").lessonClass == nil)
    }

    @Test func printWithoutLessonKitIsNoticed() throws {
        #expect(try scan("import Foundation\nfunc f() {\n    print(1)\n}").printWithoutLessonKit == 3)
        #expect(try scan("import LessonKit\nfunc f() { print(1) }").printWithoutLessonKit == nil)
        #expect(try scan("func f() { Swift.print(1); LessonOutput.print([1], separator: \"\", terminator: \"\") }").printWithoutLessonKit == nil)
        #expect(try scan("/// Calls print(x).\nfunc f() {}").printWithoutLessonKit == nil)
    }

    @Test func brokenMarkersAreReportedAtTheirLines() {
        #expect(problems("// @snippet a\nlet x = 1\n") == ["Lessons/Hello/HelloLesson.swift:1: error: '@snippet a' is never closed with '@end a'"])
        #expect(problems("let x = 1\n// @end a\n") == ["Lessons/Hello/HelloLesson.swift:2: error: '@end a' without '@snippet a'"])
        #expect(problems("// @snippet a_b\n// @end a_b\n") == ["Lessons/Hello/HelloLesson.swift:1: error: snippet names use letters, digits and dashes: 'a_b'"])
        #expect(problems("// @step one\nlet x = 1\n") == [
            "Lessons/Hello/HelloLesson.swift:1: error: '// @step one' must sit right above 'func name(_ ctx: LessonContext)', the step's action",
        ])
        #expect(problems("// @step one\n") == ["Lessons/Hello/HelloLesson.swift:1: error: '// @step one' is not followed by the func that runs the step"])
    }

    @Test func aRejectedSnippetKeepsItsCompilerMessage() throws {
        let region = try SwiftSource.rejected("// expect: error: no\n// expect: note: why\nlet x: Int = \"\"\n", file: "Lessons/Hello/Rejected/Bad.swift", name: "Bad")
        #expect(region.compilerMessage == "error: no\nnote: why")
        #expect(region.text == "let x: Int = \"\"")
        #expect(region.lines.lowerBound == 3)
        #expect(throws: Diagnostics.self) {
            try SwiftSource.rejected("let x = 1\n", file: "Lessons/Hello/Rejected/Bad.swift", name: "Bad")
        }
    }

    @Test func topLevelDeclarationsAreKeptWholeWithTheirDocComments() throws {
        let source = try scan("""
            import LessonKit

            /// A counter.
            // @snippet counter
            public final class Counter {
                var count = 0
                struct Nested {}
            }
            // @end counter

            extension Counter: CustomStringConvertible {
                var description: String { "\\(count)" }
            }
            protocol Tapping {}
            """)
        #expect(source.declarations.map(\.name) == ["Counter", "Counter", "Tapping"])
        #expect(source.declarations[0].text == "/// A counter.\npublic final class Counter {\n    var count = 0\n    struct Nested {}\n}")
        #expect(source.declarations[0].lines == 3...8)
        #expect(source.declarations[1].lines == 11...13)
        #expect(source.declarations[2].text == "protocol Tapping {}")
    }

    @Test func identifiersAreCamelCase() {
        #expect(swiftIdentifier("container-resolve") == "containerResolve")
        #expect(swiftIdentifier("NaiveGlobal") == "naiveGlobal")
        #expect(swiftIdentifier("2-step") == "_2Step")
    }
}
