import ArgumentParser
import Foundation
import PlaygroundKit
import ProgramStart

/// The room's two commands as the command line knows them: what they are called, their help and
/// their options. `playground` lists them (its help, its completion scripts) and hands them over to
/// `playground-room`, which runs them; both read these, so the two never disagree.
public enum RoomCommandLine {
    /// The subcommands `playground-room` runs.
    public static let names = SiblingProgram.roomCommands

    public static let present = CommandConfiguration(
        commandName: "present",
        abstract: "Teach a room: your shell as usual, and every move served to attendees and the live page.",
        discussion: "Attendees run the 'playground follow HOST:PORT' line printed at start ('swift run playground follow HOST:PORT' in a clone) or open the live page in a browser."
    )

    public static let follow = CommandConfiguration(
        commandName: "follow",
        abstract: "Follow a teacher's room: each move the teacher makes runs here, on your own objects.",
        discussion: "Moving on your own (next, back, run, show, open, reset) stops following; 'sync' follows again."
    )
}

extension RoomCommandLine {
    /// What `present` puts on the projector for attendees: the command that joins the room at
    /// `address` (`HOST:PORT`), as they can run it. A teacher whose own playground runs from a
    /// package's build folder (`swift run playground present`) teaches attendees who built theirs
    /// from a clone too, where `playground` is no command: they type `swift run playground follow`
    /// in their clone, and those who installed it `playground follow`; both lines are shown, the
    /// first runnable as it stands for the first, the second for the others. An installed
    /// teacher's playground shows the installed form alone.
    public static func attendeeLines(address: String, fromPackage: Bool) -> [String] {
        guard fromPackage else { return ["Attendees: playground follow \(address)"] }
        let clone = "swift run playground follow \(address)"
        let installed = "playground follow \(address)"
        let width = max(clone.count, installed.count)
        return [
            "Attendees: " + clone + String(repeating: " ", count: width - clone.count) + "   (in a clone of the playground)",
            "       or: " + installed + String(repeating: " ", count: width - installed.count) + "   (installed)",
        ]
    }

    /// Whether this program runs from a package's build folder, as `swift run` (or `swift build`
    /// and `.build/debug/playground`) runs it.
    public static var runsFromPackage: Bool {
        guard let path = RunningProgram.executablePath else { return false }
        return packageRoot(of: (path as NSString).deletingLastPathComponent) != nil
    }

    /// The package whose build folder `folder` is in (`<root>/.build/<triple>/debug`, or
    /// `<root>/.build/debug`), when it has a Package.swift: where `swift run` put `playground`.
    public static func packageRoot(of folder: String) -> String? {
        SiblingProgram.packageRoot(of: folder)
    }
}

/// `playground present`'s options.
public struct PresentOptions: ParsableArguments {
    @Option(name: .long, help: "The port to serve on (0: any free one).")
    public var port: UInt16 = 7420

    @Option(name: .long, help: "The address to listen on (0.0.0.0: every network of this machine).")
    public var bind = "0.0.0.0"

    @Flag(name: .customLong("no-pager"), help: "Never put a long step through the pager (PLAYGROUND_PAGER=0 does the same).")
    public var noPager = false

    @OptionGroup public var output: OutputOptions

    public init() {}
}

/// `playground follow`'s arguments.
public struct FollowOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The room's address, as the teacher's screen shows it.", valueName: "HOST:PORT"))
    public var address: String

    @Option(name: .long, help: "Your name in the room (1-32 characters); asked for when not given.")
    public var name: String?

    @Flag(name: .customLong("no-pager"), help: "Never put a long step through the pager (PLAYGROUND_PAGER=0 does the same).")
    public var noPager = false

    @OptionGroup public var output: OutputOptions

    public init() {}
}
