@testable import LessonFormat
import Testing

/// The Swift the build compiles a lesson with.
@Suite struct GeneratorTests {
    @Test func theLessonsMetadataAndStepsAreGeneratedInOrder() throws {
        let markdown = CheckTests.markdown.replacingOccurrences(of: "Code: step-label, Bad", with: "Code: step-label, Bad\n\nTry it: `tap`")
        let file = try Generator.lessonModule(try CheckTests.module(markdown: markdown))
        #expect(file.contains("extension HelloLesson {"))
        #expect(file.contains(##"public static let id = #"hello"#"##))
        #expect(file.contains(##"id: #"counter"#"##))
        #expect(file.contains("code: [Code.counterVm, Code.stepCounter],\n                action: counterStep"))
        #expect(file.contains("code: [Code.stepLabel, Code.Rejected.bad],\n                action: labelStep"))
        #expect(file.contains(##"tryIt: #"`tap`"#"##))
        #expect(file.contains(".enumerated().map { prepareStep($1, number: $0 + 1) }"))
        #expect(file.range(of: "counterStep")!.lowerBound < file.range(of: "labelStep")!.lowerBound)
    }

    @Test func theStepListIsGeneratedAsDataBesideTheSteps() throws {
        let markdown = CheckTests.markdown.replacingOccurrences(of: "## Label {#label}", with: "## Label {#label .deeper}")
        let file = try Generator.lessonModule(try CheckTests.module(markdown: markdown))
        let outline = """
                public static let outline = LessonOutline(
                    id: #"hello"#,
                    title: #"Hello"#,
                    steps: [
                        .init(id: #"counter"#, title: #"Counter"#),
                        .init(id: #"label"#, title: #"Label"#, deeper: true),
                    ],
                    exercises: []
                )
            """
        #expect(file.contains(outline))
        #expect(file.range(of: "extension HelloLesson {")!.lowerBound < file.range(of: outline)!.lowerBound)
    }

    @Test func anImportedLessonsRegionImportsItsModule() throws {
        let other = CodeRegion(name: "container", file: "Lessons/DI/Container.swift", lines: 2...3, text: "x")
        let markdown = CheckTests.markdown.replacingOccurrences(of: "Code: step-label, Bad", with: "Code: step-label, Bad, DI/container")
        let file = try Generator.lessonModule(try CheckTests.module(markdown: markdown, other: ["DI": [other]]))
        #expect(file.contains("import DI\n"))
        #expect(file.contains("DI.Code.container]"))
    }

    @Test func literalsHoldAnyText() {
        #expect(Generator.literal("plain") == ##"#"plain"#"##)
        #expect(Generator.literal("a \"# b") == ###"##"a "# b"##"###)
        #expect(Generator.literal("key path \\#(x)") == ###"##"key path \#(x)"##"###)
        #expect(Generator.literal("two\nlines") == "#\"\"\"\ntwo\nlines\n\"\"\"#")
    }

    @Test func theCatalogListsTheLessonsInOrder() {
        let file = Generator.catalog([("DependencyInjection", "DILesson"), ("Events", "EventsLesson")])
        #expect(file.contains("import DependencyInjection\nimport Events\n"))
        #expect(file.contains("            DILesson.self,\n            EventsLesson.self,\n"))
    }
}

extension GeneratorTests {
    /// A line of a region's or a declaration's text is found in the file, markers left out between.
    @Test func textLinesMapBackToTheFileAcrossLeftOutMarkers() throws {
        let file = """
            import LessonKit

            final class Leaky {
                // @snippet leaky-init
                init() {
                    // @snippet leaky-capture
                    handler = { self.go() }
                    // @end leaky-capture
                }
                // @end leaky-init
            }
            """
        let source = try SwiftSource.scan(file, file: "Lessons/X/Leaky.swift")
        let declaration = try #require(source.declarations.first { $0.name == "Leaky" })
        #expect(declaration.omitted == [4, 6, 8, 10])
        let region = try #require(source.regions.first { $0.name == "leaky-init" })
        #expect(region.omitted == [6, 8])
        let rendered = Generator.render(declaration)
        #expect(rendered.contains("omitted: [4, 6, 8, 10]"))
    }
}
