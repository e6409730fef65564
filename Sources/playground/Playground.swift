import ProgramStart

/// `playground`: what people run. Small on purpose: the lessons, `playground --version` and a plain
/// `playground run <lesson>` (`QuickStart`), answered here; everything else is handed over with
/// exec, the same process, arguments and exit status, to the program built beside it that runs it:
/// the interactive shell and every other command to `playground-shell` (which links the shell's
/// line editor, the cells' compiler driving and swift-syntax), `present` and `follow` to
/// `playground-room` (the room's networking). A start of `playground run` so loads about a third
/// of what the shell's program would, and none of what only the shell needs.
@main
enum Playground {
    static func main() {
        let arguments = Startup.prepare()
        // `present` and `follow` (their help too) are `playground-room`'s: exec'd, never parsed here.
        if let first = arguments.first, SiblingProgram.roomCommands.contains(first) { SiblingProgram.room.exec() }
        if QuickStart.handled(arguments) {
            Startup.reportOutputFailure()
            return
        }
        SiblingProgram.shell.exec()
    }
}
