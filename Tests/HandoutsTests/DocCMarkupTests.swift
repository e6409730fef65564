import Foundation
@testable import Handouts
import PlaygroundKit
import Testing

/// The DocC catalog's markup: lesson text DocC reads as text, arguments it reads as written, the
/// steps' sections, and figures as image files of their own.
@Suite struct DocCMarkupTests {
    @Test func linesDocCWouldReadAsDirectivesAreEscapedOutsideCodeFences() {
        let lines = DocCMarkup.lines(["@Resolvable: resolved on the first read\nthen `@State`", "}", "```swift\n@MainActor\n}\n```", "  @Published"])
        #expect(lines == ["\\@Resolvable: resolved on the first read", "then `@State`", "", "\\}", "", "```swift", "@MainActor", "}", "```", "", "  \\@Published"])
    }

    @Test func argumentsKeepTheirWordsWithTypographicQuotes() {
        #expect(DocCMarkup.argument("After \"Budget DI\" (Habr)\nand more") == "\"After “Budget DI” (Habr) and more\"")
    }

    static func step(_ number: Int, files: [String]) -> StepRecord {
        StepRecord(lesson: "x", lessonTitle: "X", number: number, count: 5, id: "s\(number)", title: "Step \(number)", text: "", tryIt: nil,
                   code: files.map { CodeRecord(file: "Lessons/X/\($0)", firstLine: 1, lastLine: 2, text: "let a = 1") }, output: nil)
    }

    @Test func sectionsAreRunsOfStepsWhoseActionsShareAFile() {
        let steps = [
            Self.step(1, files: ["Model.swift", "XLesson+Steps.swift"]), Self.step(2, files: ["XLesson+Steps.swift"]),
            Self.step(3, files: []), Self.step(4, files: ["XLesson+CycleSteps.swift", "Model.swift"]), Self.step(5, files: ["XLesson+CycleSteps.swift"]),
        ]
        #expect(DocCMarkup.sections(steps).map { $0.map(\.number) } == [[1, 2, 3], [4, 5]])
        #expect(DocCMarkup.sections([Self.step(1, files: [])]).map { $0.map(\.number) } == [[1]])
    }

    @Test(arguments: [Figure.marbles(FigureSVGTests.diagram()), .lifetimes(FigureSVGTests.chart), .graph(FigureSVGTests.graph)])
    func aFigureIsAnSVGFileWithItsOwnStyle(_ figure: Figure) {
        let svg = FigureImage.svg(figure)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<style>svg{--bg:"))
        #expect(svg.contains("prefers-color-scheme: dark"))
        #expect(!svg.contains("var(--surface)}figure"), "no rule for the page's figure element")
        #expect(svg.hasSuffix("</svg>\n"))
    }
}
