import PlaygroundKit
import Testing
import TestSupport

/// `SessionHost.moved`: every move through a lesson is reported once, with the step and what it printed.
@Suite struct ShellMoveTests {
    func shell() -> (Shell, MoveLog) {
        let moves = MoveLog()
        return (Shell(catalog: .testing, environment: Shell.Environment(host: moves)), moves)
    }

    @Test func eachMoveIsReportedWithItsKindStepAndOutput() {
        let (shell, moves) = shell()
        for line in ["open fake", "next", "", "back", "run 3", "show 1", "reset", "inspect", "steps"] { _ = shell.handle(line) }
        #expect(moves.moves.map(\.kind) == [.open, .next, .next, .back, .run, .show, .reset])
        #expect(moves.moves.map(\.step) == [0, 1, 2, 1, 3, 1, 0])
        #expect(moves.moves.allSatisfy { $0.lesson == "fake" && $0.count == 3 && $0.lessonTitle == "A lesson for tests" })
        let first = moves.moves[1].record
        #expect(first?.title == "First bump")
        #expect(first?.output == "count is 1\n")
        #expect(first?.code.first?.compilerMessage != nil)
        #expect(moves.moves[3].record?.output == "count is 2\n", "back runs step 1 again, on the same live counter")
        #expect(moves.moves[4].record?.failure == "the provider is offline")
        #expect(moves.moves[5].record?.output == nil, "show does not run the step")
        #expect(moves.moves[0].record == nil && moves.moves[6].record == nil)
    }

    @Test func failedCommandsAreNotMoves() {
        let (shell, moves) = shell()
        for line in ["next", "open nowhere", "open fake", "back", "run 9", "show x"] { _ = shell.handle(line) }
        #expect(moves.moves.map(\.kind) == [.open])
    }
}
