import PlaygroundKit
import TestSupport
import Testing

/// What the room asks of the shell: session commands known to `help` and Tab only where given,
/// and catching up with a step as `resume` does.
@Suite struct ShellRoomTests {
    let catalog = Catalog([FakeLesson.self])

    @Test func sessionCommandsAreListedAndCompletedOnlyWhereGiven() {
        let host = MoveLog(commands: [CommandDeclaration(session: "sync", summary: "follow the teacher again") { _ in
            var text = StyledText()
            text.line("following again")
            return .success(text)
        }])
        let room = Shell(catalog: catalog, environment: Shell.Environment(host: host))
        #expect(room.handle("help").text.plain.contains("sync"))
        #expect(room.completions(for: "sy") == ["sync"])
        #expect(room.handle("sync").text.plain == "following again\n")
        #expect(room.handle("sync now").failed)

        let plain = Shell(catalog: catalog)
        #expect(!plain.handle("help").text.plain.contains("sync"))
        #expect(plain.completions(for: "sy").isEmpty)
        #expect(plain.handle("sync").failed)
    }

    @Test func catchingUpRunsEarlierStepsQuietlyAndReportsOnlyTheLast() {
        let log = MoveLog()
        var moves: [ShellMove] { log.moves }
        let shell = Shell(catalog: catalog, environment: Shell.Environment(host: log))
        let response = shell.catchUp(lesson: "fake", step: 2)
        #expect(shell.position?.lesson == "fake" && shell.position?.step == 2)
        #expect(response.text.plain.contains("fake 2/3"))
        #expect(!response.text.plain.contains("fake 1/3"))
        #expect(moves.map(\.kind) == [.run] && moves.map(\.step) == [2])
        // The first step ran all the same: its state is there for the second.
        #expect(shell.handle("inspect counter").text.plain.contains("count: 1"))

        // Stopped (Ctrl-C) before the second of three: on step 1, and saying so.
        var asked = 0
        let stopped = shell.catchUp(lesson: "fake", step: 3) {
            asked += 1
            return asked == 2
        }
        #expect(shell.position?.step == 1)
        #expect(stopped.text.plain.contains("Catching up stopped before step 2 of 3."))

        let before = moves.count
        _ = shell.catchUp(lesson: "fake", step: 0)
        #expect(shell.position?.step == 0)
        #expect(moves.dropFirst(before).map(\.kind) == [.open])
    }
}
