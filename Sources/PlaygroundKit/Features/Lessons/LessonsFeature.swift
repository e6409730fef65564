/// Lessons and moving through their steps: `lessons`, `open`, `resume`, `steps`, `next`, `deeper`,
/// `back`, `run`, `show`, `reset`. Its state is the open lesson, and where the learner is in it.
final class LessonsFeature: ShellFeature {
    unowned let shell: Shell
    /// The open lesson; nil before `open`.
    var current: OpenLesson?

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "lessons", aliases: ["ls", "list"], summary: "list the lessons",
                handler: .anywhere { shell, _ in shell.lessons.listLessons() }
            ),
            .builtin(
                "open", aliases: ["o"], usage: "<lesson>", summary: "open a lesson by id or number (fresh state)",
                completes: { shell in shell.catalog.ids },
                handler: .move(needsLesson: false) { shell, arguments in
                    arguments.optional(0).map { .success(.open($0)) } ?? .failure(shell.lessons.whichLesson())
                }
            ),
            .builtin(
                "resume", aliases: ["continue"], summary: "back to where you left off, with its exercise",
                handler: .anywhere { shell, _ in shell.progress.resumeCommand() }
            ),
            .builtin(
                "steps", summary: "list the steps of the open lesson",
                handler: .inLesson { shell, lesson, _ in shell.lessons.listSteps(lesson) }
            ),
            .builtin(
                "next", aliases: ["n"], summary: "run the next step (Enter on an empty line too)",
                handler: .move(needsLesson: true) { _, _ in .success(.next) }
            ),
            .builtin(
                "deeper", summary: "run the step off the main path right after this one",
                handler: .move(needsLesson: true) { _, _ in .success(.deeper) }
            ),
            .builtin(
                "back", aliases: ["b", "prev"], summary: "go back one step and run it again",
                handler: .move(needsLesson: true) { _, _ in .success(.back) }
            ),
            .builtin(
                "run", aliases: ["r"], usage: "[step]", summary: "run a step (the current one if none is given)",
                completes: { shell in shell.lessons.stepNumbers },
                handler: .move(needsLesson: true) { shell, arguments in shell.lessons.stepArgument(arguments, command: "run").map(Move.run) }
            ),
            .builtin(
                "show", aliases: ["s"], usage: "[step]", summary: "show a step's text and code without running it",
                completes: { shell in shell.lessons.stepNumbers },
                handler: .move(needsLesson: true) { shell, arguments in shell.lessons.stepArgument(arguments, command: "show").map(Move.show) }
            ),
            .builtin(
                "reset", summary: "start the lesson again with fresh state",
                handler: .move(needsLesson: true) { _, _ in .success(.reset) }
            ),
        ]
    }
}

/// Choosing a lesson: `lessons`, `open`, `steps`, `reset`.
extension LessonsFeature {
    /// `lessons`, for a program (`playground list`): the catalog, in the language being read.
    func lessonList() -> Shell.Response {
        Words.speaking(language) { shell.respond(to: listLessons()) }
    }

    func listLessons() -> CommandOutcome {
        let lessons = catalog.lessons.map { (id: $0.id, title: shell.reading.frontMatter(of: $0).title) }
        return CommandOutcome(.lessons(lessons, open: current?.type.id, progress: shell.progress.progressColumn()))
    }

    /// `open` without a lesson: which there are.
    func whichLesson() -> ShellError {
        .badArguments(command: "open", message: Words.whichLesson(catalog.ids), usage: "open <lesson>")
    }

    func open(_ lessonName: String, from source: MoveSource) -> CommandOutcome {
        guard let match = catalog.lesson(matching: lessonName) else {
            return .failure(.noSuchLesson(message: catalog.noMatchMessage(for: lessonName), lessons: catalog.ids))
        }
        let opened = start(match.lesson, number: match.number)
        current = opened
        shell.cells.journal = []  // fresh state: nothing to go through again
        // Where the learner is now, even before a step: the lesson to offer next time.
        shell.progress.record { $0.markOpened(lesson: opened.type.id) }
        report(.open, in: opened, step: 0, record: nil, from: source)
        let words = shell.reading.frontMatter(of: opened.type)
        return CommandOutcome(.opened(CommandOutcome.LessonBanner(
            number: opened.number, id: opened.type.id, title: words.title, summary: words.summary,
            source: opened.type.source, link: opened.type.link, stepCount: opened.steps.count
        )))
    }

    /// A fresh instance of the lesson, before its first step, its steps in the language being read.
    func start(_ type: any Lesson.Type, number: Int) -> OpenLesson {
        let context = LessonContext()
        let lesson = type.init(context: context)
        let steps = lesson.steps
        return OpenLesson(number: number, type: type, lesson: lesson, context: context, steps: shell.reading.translated(steps, of: type), english: steps, position: 0)
    }

    func listSteps(_ lesson: OpenLesson) -> CommandOutcome {
        let deeper = Set(lesson.steps.indices.filter { lesson.steps[$0].deeper }.map { $0 + 1 })
        return CommandOutcome(.steps(lesson.steps.map(\.title), position: lesson.position, deeper: deeper))
    }

    func reset(_ lesson: OpenLesson, from source: MoveSource) -> CommandOutcome {
        let started = start(lesson.type, number: lesson.number)
        current = started
        shell.cells.journal = []
        report(.reset, in: started, step: 0, record: nil, from: source)
        return CommandOutcome(.reset(lesson: lesson.type.id))
    }
}

extension LessonsFeature {
    /// Makes `move` in the open lesson (or opens one): the step runs, the room hears of it unless
    /// it was made quietly, and the journal keeps a move that ran a step.
    func make(_ move: Move, from source: MoveSource) -> CommandOutcome {
        if case .open(let lesson) = move { return open(lesson, from: source) }
        guard let lesson = current else { return .failure(.needsLesson(command: move.commandName)) }
        let outcome: CommandOutcome = switch move {
        case .open: .nothing
        case .next: next(lesson, from: source)
        case .deeper: deeper(lesson, from: source)
        case .back: back(lesson, from: source)
        case .run(let step): run(lesson, step, from: source)
        case .show(let step): show(lesson, step, from: source)
        case .reset: reset(lesson, from: source)
        }
        if move.changesLiveLesson, outcome.error.map({ if case .badArguments = $0 { false } else { true } }) ?? true {
            shell.cells.journal.append(.move(move))
        }
        return outcome
    }
}
