import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `HTMLHandout`: one self-contained, well-formed file per lesson, every step in it, solutions only
/// in the teacher's copy, and lesson text that can never become markup.
@Suite struct HTMLHandoutTests {
    @Test(arguments: Catalog.standard.lessons.map { $0.id })
    func everyLessonRendersWholeAndSelfContained(lesson: String) throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: lesson))
        let html = HTMLHandout.render(handout)
        let page = HTMLStructure(html)
        #expect(page.problems == [])
        // Every step, in order, under its title.
        let steps = page.all("section").filter { $0.attributes["class"] == "step" }
        #expect(steps.map { $0.attributes["id"] } == handout.steps.map { "step-\($0.number)" })
        for step in handout.steps {
            #expect(html.contains("<h2>\(HTML.escape(step.title))</h2>"))
            for code in step.code { #expect(html.contains(HTML.escape(StepHTML.caption(code)))) }
        }
        #expect(page.all("section").filter { $0.attributes["class"] == "exercise" }.count == handout.exercises.count)
        // Self-contained: styles inline, no script, nothing from the network.
        #expect(page.all("style").count == 1)
        #expect(page.all("script").isEmpty)
        #expect(page.all("link").isEmpty && page.all("img").isEmpty && page.all("iframe").isEmpty)
        #expect(page.externalReferences == [])
        #expect(!Stylesheet.css.contains("url(") && !Stylesheet.css.contains("@import") && !Stylesheet.css.contains("://"))
        let policy = page.all("meta").first { $0.attributes["http-equiv"] == "Content-Security-Policy" }
        #expect(policy?.attributes["content"]?.hasPrefix("default-src 'none'") == true)
        #expect(html.contains("<span class=\"kw\">"))
    }

    @Test func solutionsOnlyInTheTeachersCopy() throws {
        let learner = try #require(Handout.make(catalog: .standard, lesson: "di"))
        let teacher = try #require(Handout.make(catalog: .standard, lesson: "di", solutions: true))
        let learnerHTML = HTMLHandout.render(learner)
        let teacherHTML = HTMLHandout.render(teacher)
        for exercise in teacher.exercises {
            let solution = try #require(exercise.solution)
            // A line the solution has and the starter has not: it appears only in the teacher's copy.
            let starterLines = Set(exercise.starter.split(separator: "\n"))
            let own = try #require(solution.split(separator: "\n").first { !starterLines.contains($0) && $0.count > 12 })
            let highlighted = SwiftHighlighter.html(String(own))
            #expect(teacherHTML.contains(highlighted))
            #expect(!learnerHTML.contains(highlighted))
            // Both have the task, the starter and every hint.
            for html in [learnerHTML, teacherHTML] {
                #expect(html.contains(SwiftHighlighter.html(exercise.starter)))
                for hint in exercise.hints { #expect(html.contains(LessonMarkdown.html(hint))) }
            }
        }
        #expect(!learnerHTML.contains("Solution:") && teacherHTML.contains("Solution:"))
        #expect(!learnerHTML.contains("Teacher’s copy") && teacherHTML.contains("Teacher’s copy"))
    }

    @Test func lessonTextIsNeverMarkup() {
        let evil = "<script>alert(1)</script>"
        let code = CodeRecord(file: "Lessons/X/\(evil).swift", firstLine: 1, lastLine: 2, text: "let s = \"\(evil)\"", compilerMessage: "error: \(evil)")
        let step = StepRecord(
            lesson: "x", lessonTitle: evil, number: 1, count: 1, id: "s", title: evil, text: "Text \(evil)\n- item \(evil)\n\n    \(evil)",
            tryIt: "`\(evil)`", code: [code], output: "\(evil)\n", failure: evil
        )
        let exercise = ExerciseRecord(number: 1, id: "e", title: evil, task: evil, fileName: "\(evil).swift", starter: evil, hints: [evil], solution: evil)
        let handout = Handout(number: 1, lesson: "x\(evil)", title: evil, summary: evil, source: evil, steps: [step], exercises: [exercise], includesSolutions: true)
        for html in [HTMLHandout.render(handout), HTMLHandout.index([handout])] {
            let page = HTMLStructure(html)
            #expect(page.problems == [])
            #expect(page.all("script").isEmpty)
            #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
        }
    }

    @Test func aStepShowsWhatItPrintedOrThatItWasNotRun() {
        let ran = StepRecord(lesson: "x", lessonTitle: "X", number: 2, count: 3, id: "a", title: "A", text: "t", tryIt: nil, code: [], output: "hello\n")
        var shown = ran
        shown.output = nil
        var silent = ran
        silent.output = ""
        #expect(StepHTML.body(ran).contains("<pre class=\"out\"><samp>hello</samp></pre>"))
        #expect(StepHTML.body(shown).contains("Shown, not run.") && !StepHTML.body(shown).contains("class=\"output\""))
        #expect(StepHTML.body(silent).contains("The step printed nothing."))
        #expect(StepHTML.section(ran).contains("<p class=\"step-no\">Step 2 of 3</p>"))
    }

    @Test func refusedCodeShowsTheCompilersMessage() throws {
        let handout = try #require(Handout.make(catalog: .testing, lesson: "fake"))
        let html = HTMLHandout.render(handout)
        #expect(html.contains("<figure class=\"code refused\"><figcaption>Tests/TestSupport/Broken.swift:1 · <strong>does not compile</strong>"))
        #expect(html.contains("<pre class=\"compiler\"><samp>error: cannot find &#39;nope&#39; in scope</samp></pre>"))
        #expect(html.contains("<strong>The step failed:</strong> the provider is offline"))
        #expect(HTMLStructure(html).problems == [])
    }

    @Test func theIndexLinksEveryHandout() throws {
        let handouts = try ["di", "events"].map { try #require(Handout.make(catalog: .standard, lesson: $0)) }
        let page = HTMLStructure(HTMLHandout.index(handouts))
        #expect(page.problems == [])
        #expect(page.all("a").compactMap { $0.attributes["href"] } == ["1-di.html", "3-events.html"])
        #expect(handouts.map(HTMLHandout.fileName(for:)) == ["1-di.html", "3-events.html"])
        #expect(page.externalReferences == [])
    }
}
