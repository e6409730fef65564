import Handouts
import PlaygroundKit
import Testing
import TestSupport
@testable import Classroom

/// `LivePage`: the projector's page and the fragments the server sends it.
@Suite struct LivePageTests {
    @Test func theDocumentIsSelfContainedAndFollowsTheEvents() {
        let html = LivePage.document(room: "Room <4F7K> & co")
        let page = HTMLStructure(html)
        #expect(page.problems == [])
        #expect(html.contains("<title>Room &lt;4F7K&gt; &amp; co</title>"))
        #expect(html.contains("new EventSource('/events')") && html.contains("addEventListener('move'"))
        #expect(html.contains("JSON.parse(e.data)") && html.contains("move.html"))
        #expect(html.contains("localStorage") && html.contains("prefers-color-scheme"))
        #expect(page.all("style").count == 1 && html.contains(Stylesheet.css))
        // Scripts inline only; nothing from elsewhere.
        #expect(page.all("script").allSatisfy { $0.attributes["src"] == nil })
        #expect(page.all("link").isEmpty && page.all("img").isEmpty && page.externalReferences == [])
        let policy = page.all("meta").first { $0.attributes["http-equiv"] == "Content-Security-Policy" }?.attributes["content"]
        #expect(policy?.contains("default-src 'none'") == true && policy?.contains("connect-src 'self'") == true)
        // The parts the script drives.
        #expect(page.elements.contains { $0.attributes["id"] == "step" })
        #expect(page.elements.contains { $0.attributes["id"] == "status" })
        #expect(page.elements.contains { $0.attributes["id"] == "theme" })
    }

    @Test func beforeTheFirstMoveThePageWaits() {
        let html = LivePage.fragment(for: nil)
        #expect(html.contains("Waiting for the teacher"))
        #expect(HTMLStructure(html).problems == [])
    }

    @Test func anOpenedLessonBeforeItsFirstStep() {
        let move = ShellMove(kind: .open, lesson: "di", lessonTitle: "A budget DI container", step: 0, count: 12, record: nil)
        let html = LivePage.fragment(for: move)
        #expect(html.contains("A budget DI container") && html.contains("12 steps") && html.contains("step 1 comes next"))
        #expect(HTMLStructure(html).problems == [])
        var reset = move
        reset.kind = .reset
        #expect(LivePage.fragment(for: reset).contains("started the lesson again"))
    }

    @Test func aStepWithItsCodeHighlightedAndItsOutput() throws {
        let handout = try #require(Handout.make(catalog: .testing, lesson: "fake"))
        for record in handout.steps {
            let move = ShellMove(kind: .next, lesson: record.lesson, lessonTitle: record.lessonTitle, step: record.number, count: record.count, record: record)
            let html = LivePage.fragment(for: move)
            #expect(HTMLStructure(html).problems == [])
            #expect(html.contains("Step \(record.number) of \(record.count)"))
            #expect(html.contains("<h2>\(HTML.escape(record.title))</h2>"))
            #expect(html.contains(HTML.escape(record.lessonTitle)))
        }
        let first = LivePage.fragment(for: ShellMove(kind: .next, lesson: "fake", lessonTitle: "F", step: 1, count: 3, record: handout.steps[0]))
        #expect(first.contains("<span class=\"kw\">let</span>"))
        #expect(first.contains("count is 1"))
        #expect(first.contains("error: cannot find &#39;nope&#39; in scope"))
        let failing = LivePage.fragment(for: ShellMove(kind: .next, lesson: "fake", lessonTitle: "F", step: 3, count: 3, record: handout.steps[2]))
        #expect(failing.contains("The step failed:</strong> the provider is offline"))
    }

    @Test func aShownStepSaysItWasNotRun() throws {
        var record = try #require(Handout.make(catalog: .testing, lesson: "fake")?.steps.first)
        record.output = nil
        let html = LivePage.fragment(for: ShellMove(kind: .show, lesson: "fake", lessonTitle: "F", step: 1, count: 3, record: record))
        #expect(html.contains("Shown, not run."))
    }

    @Test func outputAndTextStayText() {
        let evil = "<script>alert(1)</script><img src=x onerror=alert(2)>"
        let record = StepRecord(
            lesson: "x", lessonTitle: evil, number: 1, count: 2, id: "s", title: evil, text: evil, tryIt: evil,
            code: [CodeRecord(file: evil, firstLine: 1, lastLine: 1, text: evil, compilerMessage: evil)], output: evil, failure: evil
        )
        let html = LivePage.fragment(for: ShellMove(kind: .run, lesson: evil, lessonTitle: evil, step: 1, count: 2, record: record))
        let page = HTMLStructure(html)
        #expect(page.problems == [])
        #expect(page.all("script").isEmpty && page.all("img").isEmpty)
        #expect(!html.contains("<script") && !html.contains("<img"))
    }

    @Test func theProgressBarStaysWithinItsTrack() {
        for (step, count) in [(0, 0), (0, 12), (6, 12), (12, 12), (15, 12), (-1, 3)] {
            let html = LivePage.fragment(for: ShellMove(kind: .next, lesson: "x", lessonTitle: "X", step: step, count: count, record: nil))
            let width = html.firstMatch(of: /width:(\d+)%/).map { Int($0.1) ?? -1 } ?? -1
            #expect((0...100).contains(width), "step \(step) of \(count)")
        }
    }
}
