import Foundation
import Testing

/// Swift cells in the live lesson, through the real `playground`: what a cell changes, the shell's
/// commands see; values echo; declarations persist without earlier cells running again; undo.
@Suite struct LiveCellTests {
    @Test func whatACellDoesTheShellsCommandsSee() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "cache",
            "swift let p = container as! DependencyInjection.Container; let o: OrdersProvider = p.resolve()",
            "cache", "mock on", "swift print(type(of: container))", "swift let c = Container(); print(type(of: c))",
        ])
        #expect(ran[1].contains("has an empty cache"), "\(ran.output)")
        #expect(ran[2] == "(no output)\n", "\(ran.output)")
        #expect(ran[3] == "the live Container caches 1 singleton:\n  OrdersProvider  OrdersProvider #1\n", "\(ran.output)")
        #expect(ran[5] == "ContainerMock\n", "\(ran.output)")
        // The type a step shows can be written in a cell: `Container` is the lesson's, not Swinject's.
        #expect(ran[6] == "Container\n", "\(ran.output)")
        #expect(ran.status == 0, "\(ran.errors)")
    }

    @Test func valuesEchoWithTheirTypesAndDeclarationsPersist() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "swift 2 + 3", "swift var n = 0", "swift n += 1", "swift n += 1", "swift n", "swift res1 * 10",
            "swift func twice(_ x: Int) -> Int { print(\"twice\", x); return x * 2 }", "swift twice(n)",
            "swift [\"a\": 1]", "swift print(\"only this\")",
        ])
        #expect(ran[1] == "res1: Int = 5\n", "\(ran.output)")
        #expect(ran[2] == "(no output)\n")
        #expect(ran[3] == "(no output)\n", "a Void value shows nothing")
        #expect(ran[5] == "res5: Int = 2\n", "\(ran.output)")
        #expect(ran[6] == "res6: Int = 50\n", "\(ran.output)")
        // Earlier cells never run again: only the new cell prints.
        #expect(ran[8] == "twice 2\nres8: Int = 4\n", "\(ran.output)")
        #expect(ran[9].hasPrefix("res9: Dictionary<String, Int> ="), "\(ran.output)")
        #expect(ran[10] == "only this\n", "\(ran.output)")
    }

    @Test func undoTakesBackACellAndACommandNotWhatOnlyShows() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "next", "swift let o: OrdersProvider = container.resolve()", "cache", "resolve OrderForm", "cache",
            "undo", "undo", "cache", "swift o", "undo",
        ])
        #expect(ran[3].contains("caches 1 singleton"), "\(ran.output)")
        // `cache` only shows the lesson: undo skips it.
        #expect(ran[6] == "Took back 'resolve OrderForm': the lesson is as it was before it, at step 1.\n", "\(ran.output)")
        #expect(ran[7] == "Took back cell 1: the lesson is as it was before it, at step 1.\n", "\(ran.output)")
        #expect(ran[8].contains("has an empty cache"), "\(ran.output)")
        #expect(ran[9].contains("cannot find 'o' in scope"), "\(ran.output)")
        #expect(ran[10] == "Took back 'next': the lesson is as it was before it, at step 0.\n", "\(ran.output)")
    }

    /// `undo` builds the lesson in a new worker: the exercise the learner chose is still at hand there.
    @Test func undoKeepsTheExerciseAtHand() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "exercise 2", "swift let a = 1", "undo", "exercises"])
        #expect(ran[3] == "Took back cell 1: the lesson is as it was before it, at step 0.\n", "\(ran.output)")
        let listed = ran[4].split(separator: "\n").filter { $0.contains("▸") }
        #expect(listed.count == 1 && listed[0].contains("2."), "the second exercise is still the one at hand: \(ran[4])")
        #expect(ran.status == 0, "\(ran.output)")
    }

    @Test func aCompilerErrorNamesTheCellsLineAndColumn() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "swift let a = 1", "swift let b = 2; if true {\nprint(a + nope)\n}", "swift nope2"])
        #expect(ran[2].contains("cell 2:2:11: error: cannot find 'nope' in scope"), "\(ran.output)")
        #expect(ran[2].contains("did not compile, so nothing ran"), "\(ran.output)")
        // The final expression is bound to a result: its column is still the learner's.
        #expect(ran[3].contains("cell 2:1:1: error: cannot find 'nope2' in scope"), "\(ran.output)")
        #expect(ran.status == 1)
    }

    @Test func hugeOutputIsCutAndTheRestCounted() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "swift for i in 0..<300_000 { print(\"line \\(i)\") }", "swift 1"])
        let lines = ran[1].split(separator: "\n")
        #expect(lines.first == "line 0", "\(ran.output.prefix(300))")
        // Every line past the 400 shown is counted, those in the bytes the playground did not keep too.
        #expect(lines.last?.hasPrefix("… output cut: 299600 more lines (") == true, "\(lines.last ?? "")")
        #expect(ran[2] == "res2: Int = 1\n")
    }
}
