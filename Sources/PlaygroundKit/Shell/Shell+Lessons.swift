/// Choosing a lesson: `lessons`, `open`, `steps`, `reset`.
extension Shell {
    /// `lessons`, for a program (`playground list`): the catalog, in the language being read.
    public func lessonList() -> Response {
        Words.speaking(language) { respond(to: listLessons()) }
    }

    /// How many steps the open lesson has; nil with none open.
    public var stepCount: Int? { current?.steps.count }

    func listLessons() -> CommandOutcome {
        let lessons = catalog.lessons.map { (id: $0.id, title: frontMatter(of: $0).title) }
        return CommandOutcome(.lessons(lessons, open: current?.type.id, progress: progressColumn()))
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
        swift.journal = []  // fresh state: nothing to go through again
        // Where the learner is now, even before a step: the lesson to offer next time.
        recordProgress { $0.markOpened(lesson: opened.type.id) }
        report(.open, in: opened, step: 0, record: nil, from: source)
        let words = frontMatter(of: opened.type)
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
        return OpenLesson(number: number, type: type, lesson: lesson, context: context, steps: translated(steps, of: type), english: steps, position: 0)
    }

    func listSteps(_ lesson: OpenLesson) -> CommandOutcome {
        let deeper = Set(lesson.steps.indices.filter { lesson.steps[$0].deeper }.map { $0 + 1 })
        return CommandOutcome(.steps(lesson.steps.map(\.title), position: lesson.position, deeper: deeper))
    }

    func reset(_ lesson: OpenLesson, from source: MoveSource) -> CommandOutcome {
        let started = start(lesson.type, number: lesson.number)
        current = started
        swift.journal = []
        report(.reset, in: started, step: 0, record: nil, from: source)
        return CommandOutcome(.reset(lesson: lesson.type.id))
    }
}
