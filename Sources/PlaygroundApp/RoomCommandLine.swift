import ArgumentParser

/// The room's two commands as the command line knows them: what they are called, their help and
/// their options. `playground` lists them (its help, its completion scripts) and hands them over to
/// `playground-room`, which runs them; both read these, so the two never disagree.
public enum RoomCommandLine {
    /// The subcommands `playground-room` runs.
    public static let names: Set<String> = ["present", "follow"]

    public static let present = CommandConfiguration(
        commandName: "present",
        abstract: "Teach a room: your shell as usual, and every move served to attendees and the live page.",
        discussion: "Attendees run 'playground follow HOST:PORT' (printed at start) or open the live page in a browser."
    )

    public static let follow = CommandConfiguration(
        commandName: "follow",
        abstract: "Follow a teacher's room: each move the teacher makes runs here, on your own objects.",
        discussion: "Moving on your own (next, back, run, show, open, reset) stops following; 'sync' follows again."
    )
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
