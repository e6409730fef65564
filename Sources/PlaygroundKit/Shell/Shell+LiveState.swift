/// The open lesson's live state: `inspect`, `clock`, `advance`; and the session's `history`.
extension Shell {
    func inspect(_ lesson: OpenLesson, _ name: String?) -> CommandOutcome {
        let exposed = lesson.context.exposed
        guard let name else { return CommandOutcome(.exposed(exposed.map { (name: $0.name, note: $0.note) })) }
        guard let entry = lesson.context.exposedObject(named: name) else {
            let names = exposed.map(\.name)
            return .failure(.noSuchObject(name, suggestion: Suggestions.closest(to: name, in: names), names: names))
        }
        return CommandOutcome(.inspected(name: entry.name, note: entry.note, dump: Inspector.dump(entry.value())))
    }

    /// `source <type>`: every declaration of that name, the open lesson's first, then those of the
    /// lessons it builds on (type-erasure shows di's `AnyResolvable`).
    func source(_ lesson: OpenLesson, _ name: String?) -> CommandOutcome {
        guard let name else {
            return .failure(.badArguments(command: "source", message: Words.missingType(), usage: "source <type>"))
        }
        let key = name.lowercased()
        let own = lesson.type.declarations.filter { $0.name.lowercased() == key }
        let found = own.isEmpty ? catalog.lessons.flatMap { type in type.declarations }.filter { $0.name.lowercased() == key } : own
        guard !found.isEmpty else {
            return .failure(.noSuchType(name, suggestion: Suggestions.closest(to: name, in: sourceNames(of: lesson)), lesson: lesson.type.id))
        }
        return CommandOutcome(.source(found))
    }

    /// The type names `source` knows in `lesson`, each once, in the order the module declares them.
    func sourceNames(of lesson: OpenLesson) -> [String] {
        var seen = Set<String>()
        return lesson.type.declarations.map(\.name).filter { seen.insert($0).inserted }
    }

    func clock(_ lesson: OpenLesson) -> CommandOutcome {
        let clock = lesson.context.clock
        return CommandOutcome(.clock(reading(clock), pending: clock.pending.map(\.description)))
    }

    func advance(_ lesson: OpenLesson, _ arguments: CommandArguments) -> CommandOutcome {
        let duration: Duration
        do {
            duration = try arguments.duration(0)
        } catch {
            return .failure(Self.error(error, from: BuiltinCommand.declaration(of: .advance)))
        }
        let clock = lesson.context.clock
        let captured = LessonOutput.capture { clock.advance(by: duration) }
        return CommandOutcome(.advanced(output: captioned(captured.text, of: lesson.type), reading(clock)))
    }

    func reading(_ clock: LessonClock) -> CommandOutcome.ClockReading {
        CommandOutcome.ClockReading(now: clock.now, elapsed: clock.elapsed)
    }

    func history() -> CommandOutcome {
        CommandOutcome(.history(environment.history()))
    }
}
