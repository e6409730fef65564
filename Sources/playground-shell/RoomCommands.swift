import ArgumentParser
import PlaygroundApp
import ProgramStart

/// `playground present`, as `playground` lists it: the help and options are the real command's
/// (`RoomCommandLine`), for `playground --help` and the completion scripts; running it is
/// `playground-room`'s (`playground`, and `Playground.main` here, hand it over before parsing).
struct PresentCommand: ParsableCommand {
    static let configuration = RoomCommandLine.present

    @OptionGroup var options: PresentOptions

    func run() {
        SiblingProgram.room.exec()
    }
}

/// `playground follow`, as `playground` lists it: see ``PresentCommand``.
struct FollowCommand: ParsableCommand {
    static let configuration = RoomCommandLine.follow

    @OptionGroup var options: FollowOptions

    func run() {
        SiblingProgram.room.exec()
    }
}
