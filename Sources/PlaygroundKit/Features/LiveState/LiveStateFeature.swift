/// The open lesson's live state and code: `source`, `inspect`, `compile`, `clock`, `advance`. It
/// keeps no state of its own: what it shows is the open lesson's.
final class LiveStateFeature: ShellFeature {
    unowned let shell: Shell

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "source", usage: "<type>", summary: "print the whole code of a lesson's type",
                completes: { shell in shell.lessons.current.map { shell.live.sourceNames(of: $0) } ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.live.source(lesson, arguments.optional(0)) }
            ),
            .builtin(
                "inspect", aliases: ["i"], usage: "[name]", summary: "list live objects, or print one's structure",
                completes: { shell in shell.lessons.current?.context.exposed.map(\.name) ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.live.inspect(lesson, arguments.optional(0)) }
            ),
            .builtin(
                "compile", usage: "[snippet] [app]", summary: "compile refused code ('app': as an Xcode 26 app)",
                completes: { shell in (shell.lessons.current.map { shell.live.rejectedSnippets(of: $0).map(\.name) } ?? []) + ["app"] },
                handler: .inLesson { shell, lesson, arguments in
                    let words = [arguments.optional(0), arguments.optional(1)].compactMap { $0 }
                    let app = words.contains { $0.lowercased() == "app" }
                    return shell.live.compile(lesson, words.first { $0.lowercased() != "app" }, setting: app ? .appTarget : .package)
                }
            ),
            .builtin(
                "clock", summary: "the lesson's virtual time and what is scheduled",
                handler: .inLesson { shell, lesson, _ in shell.live.clock(lesson) }
            ),
            .builtin(
                "advance", aliases: ["tick"], usage: "<duration>", summary: "move virtual time forward (500ms, 1s, 2m)", changesLesson: true,
                handler: .inLesson { shell, lesson, arguments in shell.live.advance(lesson, arguments) }
            ),
        ]
    }
}

/// The open lesson's live state: `inspect`, `source`, `clock`, `advance`.
extension LiveStateFeature {
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
            return .failure(Shell.error(error, from: commands.first { $0.name == "advance" }!))
        }
        let clock = lesson.context.clock
        let captured = LessonOutput.capture { clock.advance(by: duration) }
        return CommandOutcome(.advanced(output: shell.reading.captioned(captured.text, of: lesson.type), reading(clock)))
    }

    func reading(_ clock: LessonClock) -> CommandOutcome.ClockReading {
        CommandOutcome.ClockReading(now: clock.now, elapsed: clock.elapsed)
    }
}
