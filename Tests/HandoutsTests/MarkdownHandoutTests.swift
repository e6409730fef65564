import Foundation
@testable import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `MarkdownHandout`: lesson text stays text (escaped where Markdown would read markup), code and
/// output in fences no content can close, exercises with hints folded, solutions only when asked.
/// (`scripts/check-handouts` parses every exported handout with a CommonMark parser.)
@Suite struct MarkdownHandoutTests {
    @Test func markupInLessonTextIsEscapedButCodeSpansAreKept() {
        #expect(MarkdownHandout.inline("Weak<T>: a key") == "Weak\\<T\\>: a key")
        #expect(MarkdownHandout.inline("shown as *** and a_b_c") == "shown as \\*\\*\\* and a\\_b\\_c")
        #expect(MarkdownHandout.inline("`Event<Args>` and `a_b`") == "`Event<Args>` and `a_b`")
        #expect(MarkdownHandout.inline("``a ` b`` then [x](y) & $0") == "``a ` b`` then \\[x\\](y) \\& \\$0")
        // A backtick with no partner is text, not the start of a code span.
        #expect(MarkdownHandout.inline("one ` alone") == "one \\` alone")
    }

    @Test func aFenceIsLongerThanAnyBacktickRunInside() {
        let fenced = MarkdownHandout.fence("let s = \"\"\"\n```\n\"\"\"\n", info: "swift")
        #expect(fenced == "````swift\nlet s = \"\"\"\n```\n\"\"\"\n````")
        #expect(MarkdownHandout.fence("plain\n\n", info: "text") == "```text\nplain\n```")
        #expect(MarkdownHandout.fence("bell \u{7}", info: "text").contains("\\u{7}"), "control characters are shown escaped")
    }

    @Test func lessonProseBecomesParagraphsListsAndVerbatimBlocks() {
        let text = "A paragraph with `code`.\n\nIntro:\n- one\n- two <T>\n\n    verbatim  line\n\n    more\nafter\n1. not a list"
        #expect(MarkdownHandout.prose(text) == [
            "A paragraph with `code`.",
            "Intro:",
            "- one\n- two \\<T\\>",
            "```text\nverbatim  line\n\nmore\n```",
            "after\\\n1\\. not a list",
        ])
    }

    @Test func aHandoutHasNumberedStepsCodeOutputAndFailures() throws {
        let handout = try #require(Handout.make(catalog: .testing, lesson: "fake"))
        let markdown = MarkdownHandout.render(handout)
        #expect(markdown.hasPrefix("# Lesson 1: A lesson for tests\n"))
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings == ["## 1. First bump", "## 2. A timer", "## 3. A failing step"])
        #expect(markdown.contains("Output:\n\n```text\ncount is 1\n```"))
        #expect(markdown.contains("**The step failed:**\n\n```text\nthe provider is offline\n```"))
        for code in handout.steps.flatMap(\.code) {
            if let message = code.compilerMessage {
                #expect(markdown.contains("Does not compile: `\(code.file)`\n\n```swift\n\(code.text)"))
                #expect(markdown.contains("The compiler says:\n\n```text\n\(message)"))
            } else {
                #expect(markdown.contains("`\(code.file):\(code.firstLine)-\(code.lastLine)`\n\n```swift\n"))
            }
        }
        #expect(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"))
        #expect(MarkdownHandout.render(handout) == markdown, "the same lesson gives the same handout")
    }

    @Test func exercisesShowTaskStarterAndHintsButSolutionsOnlyInTheTeachersCopy() throws {
        let learner = try #require(Handout.make(catalog: .standard, lesson: "di"))
        let teacher = try #require(Handout.make(catalog: .standard, lesson: "di", solutions: true))
        let learnerCopy = MarkdownHandout.render(learner), teacherCopy = MarkdownHandout.render(teacher)
        let exercise = try #require(learner.exercises.first)
        #expect(learnerCopy.contains("### Exercise 1: " + MarkdownHandout.inline(exercise.title)))
        #expect(learnerCopy.contains("<details>\n<summary>Hint 1 of \(exercise.hints.count)</summary>\n\n"))
        #expect(learnerCopy.contains(MarkdownHandout.fence(exercise.starter, info: "swift")))
        #expect(!learnerCopy.contains("**Solution**"))
        let solution = try #require(teacher.exercises.first?.solution)
        #expect(teacherCopy.contains("**Solution** (teacher's copy):\n\n" + MarkdownHandout.fence(solution, info: "swift")))
        #expect(teacherCopy.contains("teacher's copy"))
    }

    @Test func theIndexLinksEveryHandout() throws {
        let handouts = try ["di", "events"].map { try #require(Handout.make(catalog: .standard, lesson: $0)) }
        let index = MarkdownHandout.index(handouts)
        #expect(index.contains("1. [A budget DI container](1-di.md): "))
        #expect(index.contains("3. [.NET-style events without Rx](3-events.md): Build the article's Event\\<Args\\>"))
    }
}
