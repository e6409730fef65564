import Foundation
import HelloFixture
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// Checks every lesson needs, run once for all of them (and for the fixture lesson of docs/writing-a-lesson.md):
/// each code region is shown, step ids are unique, and what a step's "Try it" line suggests works
/// when typed right after the step. (Steps running twice, alone and in reverse order are in
/// StepBehaviourTests; the transcripts in TranscriptFileTests; the build checks the rest.)
@Suite struct LessonContentTests {
    static var lessons: [any Lesson.Type] { Catalog.standard.lessons + [HelloLesson.self] }
    static let ids = lessons.map { $0.id }

    static func type(_ id: String) throws -> any Lesson.Type {
        try #require(lessons.first { $0.id == id })
    }

    static let suggestions: [(lesson: String, step: Int)] = lessons.flatMap { type in
        type.init(context: LessonContext()).steps.enumerated()
            .filter { !$0.element.suggestedCommands.isEmpty }
            .map { (type.id, $0.offset + 1) }
    }

    @Test(arguments: ids)
    func everyCodeRegionIsShownBySomeStep(_ id: String) throws {
        let type = try Self.type(id)
        let shown = Set(type.init(context: LessonContext()).steps.flatMap(\.code))
        let never = type.snippets.filter { !shown.contains($0) }.map(\.name)
        #expect(!type.snippets.isEmpty)
        #expect(never.isEmpty, "\(id): regions no step shows: \(never)")
    }

    @Test(arguments: ids)
    func stepIdsAreUniqueAndStable(_ id: String) throws {
        let steps = try Self.type(id).init(context: LessonContext()).steps
        let ids = steps.map(\.id)
        #expect(Set(ids).count == ids.count, "\(id): duplicate step ids \(ids)")
        #expect(ids.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    @Test(arguments: suggestions)
    func whatTryItSuggestsWorksRightAfterTheStep(lesson: String, step: Int) throws {
        let shell = ScriptedShell(opening: try Self.type(lesson))
        let run = shell.send("run \(step)")
        #expect(!run.failed)
        let suggested = try Self.type(lesson).init(context: LessonContext()).steps[step - 1].suggestedCommands
        // `compile` runs the installed swiftc, which this in-process shell has none of; RejectedSnippetTests
        // compiles every refused snippet. A placeholder (`<name>`) is an example, not a command.
        for command in suggested where !command.contains("<") && !command.hasPrefix("compile") {
            let response = shell.send(command)
            #expect(!response.failed, "\(lesson) step \(step) suggests '\(command)', which fails: \(response.text.plain)")
        }
    }

    @Test func theFixtureLessonRunsLikeAnyOther() throws {
        let result = try Transcript.isolated(catalog: Catalog([HelloLesson.self]), lessonID: "hello").get()
        #expect(result.succeeded)
        #expect(result.text.plain.contains("── hello 2/2 · The view asks, the view model answers"))
        #expect(result.text.plain.contains("the view shows: 3 taps"))
        let shell = ScriptedShell(opening: HelloLesson.self)
        shell.send("tap")
        #expect(shell.send("tap").text.plain == "2 taps\n")
        #expect(shell.send("inspect counter").text.plain.contains("taps: 2"))
    }

    /// docs/writing-a-lesson.md shows the fixture's files whole: they cannot drift apart.
    @Test func theLessonGuideShowsTheFixtureLessonAsItIs() throws {
        let guide = try String(contentsOf: Paths.packageRoot.appending(path: "docs/writing-a-lesson.md"), encoding: .utf8)
        let folder = Paths.packageRoot.appending(path: "Tests/Fixtures/Hello")
        for (file, fence) in [("lesson.md", "````markdown"), ("HelloLesson.swift", "```swift"), ("lesson.ru.md", "```markdown")] {
            let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            let closing = fence.hasPrefix("````") ? "````" : "```"
            #expect(guide.contains("\(fence)\n\(text)\(closing)\n"), "docs/writing-a-lesson.md does not show Tests/Fixtures/Hello/\(file) as it is; copy the file into its block")
        }
    }
}
