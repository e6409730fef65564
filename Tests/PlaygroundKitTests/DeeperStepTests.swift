import PlaygroundKit
import Testing
import TestSupport

/// Steps off the main path (`{#id .deeper}`, issue 36 §2): `next` runs them quietly and passes them
/// by, `deeper` shows them, `steps` and their headers mark them, and the state is the same either way.
@Suite struct DeeperStepTests {
    let driver = ScriptedShell(catalog: Catalog([AsideLesson.self]))
    func send(_ line: String) -> (text: String, failed: Bool, quit: Bool) { driver.sendPlain(line) }

    @Test func nextPassesDeeperStepsByAndKeepsTheirState() {
        _ = send("open aside")
        let first = send("next")
        #expect(first.text.contains("── aside 1/5 · Main one"))
        #expect(first.text.contains("Steps 2–3 go deeper (“Costs”, …): 'deeper' shows them, 'next' passes them by."))
        let fourth = send("next")
        #expect(fourth.text.hasPrefix("(passed by steps 2–3, which go deeper: 'run 2' shows the first)"))
        #expect(fourth.text.contains("── aside 4/5 · Main two"))
        #expect(fourth.text.contains("total 111"), "the passed steps ran: their additions are in the total")
        #expect(!fourth.text.contains("costs printed"), "what a passed step prints is not shown")
        #expect(fourth.text.contains("The main path ends here. Step 5 goes deeper (“Appendix”): 'next' or 'deeper' shows it."))
        let last = send("next")
        #expect(last.text.contains("── aside 5/5 · Appendix (deeper)"), "only deeper steps are left: next runs them")
    }

    @Test func deeperShowsTheStepRightAfterAndNextFollowsTheDeeperRun() {
        _ = send("open aside")
        _ = send("next")
        let deeper = send("deeper")
        #expect(deeper.text.contains("── aside 2/5 · Costs (deeper)"))
        #expect(deeper.text.contains("costs printed"))
        #expect(!deeper.text.contains("passes"), "no hint under a deeper step")
        #expect(send("next").text.contains("── aside 3/5 · More costs (deeper)"), "next from a deeper step goes on with the next")
        let none = send("deeper")
        #expect(none.failed)
        #expect(none.text.contains("no step right after step 3 goes deeper"))
        #expect(none.text.contains("deeper steps here: 2, 3, 5 ('run N' runs one)"))
    }

    @Test func stepsMarksThemInEveryLanguage() {
        _ = send("open aside")
        #expect(send("steps").text.contains("  2  Costs (deeper)"))
        _ = send("lang ru")
        #expect(send("steps").text.contains("  2  Costs (вглубь)"))
        _ = send("next")
        #expect(send("deeper").text.contains("── aside 2/5 · Costs (вглубь)"))
    }
}

/// Five steps, 2, 3 and 5 off the main path; each adds to a total the main steps print.
final class AsideLesson: Lesson {
    static let id = "aside"
    static let title = "Aside"
    static let summary = "Main steps and deeper ones."
    static let source = "the test suite"

    final class Total { var value = 0 }
    let total = Total()

    init(context: LessonContext) {}

    var steps: [Step] {
        let total = total
        return [
            Step("Main one", text: "The first.") { _ in total.value += 1; LessonOutput.print(["total \(total.value)"], separator: " ", terminator: "\n") },
            Step("Costs", text: "A side step.", deeper: true) { _ in total.value += 10; LessonOutput.print(["costs printed"], separator: " ", terminator: "\n") },
            Step("More costs", text: "Another.", deeper: true) { _ in total.value += 100 },
            Step("Main two", text: "The second.") { _ in LessonOutput.print(["total \(total.value)"], separator: " ", terminator: "\n") },
            Step("Appendix", text: "At the end.", deeper: true) { _ in },
        ]
    }
}
