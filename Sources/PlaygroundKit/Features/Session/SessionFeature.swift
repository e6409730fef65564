/// The session's own commands: `help`, `history`, `clear`, `quit`. It keeps no state: the history
/// and the screen are the program's around the shell (``Shell/Environment``).
final class SessionFeature: ShellFeature {
    unowned let shell: Shell

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "help", aliases: ["?", "h"], usage: "[command]", summary: "list commands, or explain one",
                completes: { shell in shell.commands.map(\.name) },
                handler: .anywhere { shell, arguments in shell.session.help(arguments.optional(0)) }
            ),
            .builtin(
                "history", summary: "list the commands you have typed",
                handler: .anywhere { shell, _ in shell.session.history() }
            ),
            .builtin(
                "clear", aliases: ["cls"], summary: "clear the screen (Ctrl-L too); nothing in a script",
                handler: .anywhere { shell, _ in shell.session.clearScreen() }
            ),
            .builtin(
                "quit", aliases: ["exit", "q"], summary: "leave the shell (Ctrl-D does the same)",
                handler: .anywhere { _, _ in .quit }
            ),
        ]
    }

    func history() -> CommandOutcome {
        CommandOutcome(.history(environment.terminal.history()))
    }

    /// `clear`: the screen is the terminal's, so the program around the shell clears it
    /// (``LearnerScreen/clear()``). In a script (`printf 'clear\n' | playground`) there is
    /// no screen to clear: nothing happens, nothing is printed, and the command does not fail, so a
    /// script written at a terminal runs.
    func clearScreen() -> CommandOutcome {
        guard let screen, !screen.clear() else { return .nothing }
        return CommandOutcome(.styled(StyledText("this terminal cannot clear its screen\n", .dim)))
    }
}

/// `help`: read from the command declarations, like everything else the shell knows of commands.
extension SessionFeature {
    func help(_ topic: String?) -> CommandOutcome {
        guard let topic else {
            let lesson = current.map { current in
                (id: current.type.id, commands: current.lesson.commands.map(CommandOutcome.CommandHelp.init))
            }
            return CommandOutcome(.help(.overview(builtins: shell.builtins.map(CommandOutcome.CommandHelp.init), lesson: lesson)))
        }
        guard let command = shell.command(named: topic) else {
            return .failure(.unknownCommand(topic, suggestion: shell.suggestion(for: topic)))
        }
        var help = CommandOutcome.CommandHelp(command)
        if command.name == "swift" {
            // Swift mode, in the language being read; then what a cell can reach right now.
            help.details.insert(contentsOf: Words.swiftModeDetails, at: 0)
            if let names = current?.context.exposed.map(\.name), !names.isEmpty {
                help.details.append(Words.pick("Live objects now: ", "Живые объекты сейчас: ", "Objek hidup sekarang: ") + names.joined(separator: ", ") + ".")
            }
        }
        return CommandOutcome(.help(.command(help)))
    }
}
