import ArgumentParser
import PlaygroundApp

/// `playground-room`: `playground present` and `playground follow`, which `playground` hands over
/// to with exec (same process, terminal, arguments and environment). Kept apart so that the room's
/// server and client (SwiftNIO's event loops and sockets) are loaded by these two
/// commands only, not by every start of `playground`.
@main
struct PlaygroundRoom: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "The room's commands of MVVM Playground; run them as 'playground present' and 'playground follow'.",
        version: Startup.version,
        subcommands: [PresentCommand.self, FollowCommand.self]
    )

    static func main() {
        let arguments = Startup.prepare()
        Startup.run(Self.self, arguments)
    }
}
