/// `help`: read from the command declarations, like everything else the shell knows of commands.
extension Shell {
    func help(_ topic: String?) -> CommandOutcome {
        guard let topic else {
            let lesson = current.map { current in
                (id: current.type.id, commands: current.lesson.commands.map(CommandOutcome.CommandHelp.init))
            }
            return CommandOutcome(.help(.overview(builtins: builtins.map(CommandOutcome.CommandHelp.init), lesson: lesson)))
        }
        guard let command = command(named: topic) else {
            return .failure(.unknownCommand(topic, suggestion: suggestion(for: topic)))
        }
        var help = CommandOutcome.CommandHelp(command)
        if command.name == BuiltinCommand.Name.swift.rawValue {
            // Swift mode, in the language being read; then what a cell can reach right now.
            help.details.insert(contentsOf: Words.swiftModeDetails, at: 0)
            if let names = current?.context.exposed.map(\.name), !names.isEmpty {
                help.details.append(Words.pick("Live objects now: ", "Живые объекты сейчас: ", "Objek hidup sekarang: ") + names.joined(separator: ", ") + ".")
            }
        }
        return CommandOutcome(.help(.command(help)))
    }
}
