import PlaygroundKit
import Synchronization
import Testing
import TestSupport

/// `Environment.moved`: every move through a lesson is reported once, with the step and what it printed.
@Suite struct ShellMoveTests {
    final class Moves: Sendable {
        let list = Mutex<[ShellMove]>([])
        var all: [ShellMove] { list.withLock { $0 } }
    }

    func shell() -> (Shell, Moves) {
        let moves = Moves()
        var environment = Shell.Environment()
        environment.moved = { move, _ in moves.list.withLock { $0.append(move) } }
        return (Shell(catalog: .testing, environment: environment), moves)
    }

    @Test func eachMoveIsReportedWithItsKindStepAndOutput() {
        let (shell, moves) = shell()
        for line in ["open fake", "next", "", "back", "run 3", "show 1", "reset", "inspect", "steps"] { _ = shell.handle(line) }
        #expect(moves.all.map(\.kind) == [.open, .next, .next, .back, .run, .show, .reset])
        #expect(moves.all.map(\.step) == [0, 1, 2, 1, 3, 1, 0])
        #expect(moves.all.allSatisfy { $0.lesson == "fake" && $0.count == 3 && $0.lessonTitle == "A lesson for tests" })
        let first = moves.all[1].record
        #expect(first?.title == "First bump")
        #expect(first?.output == "count is 1\n")
        #expect(first?.code.first?.compilerMessage != nil)
        #expect(moves.all[3].record?.output == "count is 2\n", "back runs step 1 again, on the same live counter")
        #expect(moves.all[4].record?.failure == "the provider is offline")
        #expect(moves.all[5].record?.output == nil, "show does not run the step")
        #expect(moves.all[0].record == nil && moves.all[6].record == nil)
    }

    @Test func failedCommandsAreNotMoves() {
        let (shell, moves) = shell()
        for line in ["next", "open nowhere", "open fake", "back", "run 9", "show x"] { _ = shell.handle(line) }
        #expect(moves.all.map(\.kind) == [.open])
    }
}
