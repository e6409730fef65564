/// What the program around the shell asks of it, each answered by the feature that knows.
extension Shell {
    /// The open lesson's live objects, as `inspect` lists them; empty with no lesson open.
    public var liveObjects: [LessonContext.Exposed] { current?.context.exposed ?? [] }
    /// The open lesson's type, if any.
    public var openLessonType: (any Lesson.Type)? { current?.type }
    /// How many steps the open lesson has; nil with none open.
    public var stepCount: Int? { current?.steps.count }
    /// The open lesson and its step (0 before the first); nil with no lesson open.
    public var position: (lesson: String, step: Int)? { current.map { ($0.type.id, $0.position) } }
    /// `lessons`, for a program (`playground list`): the catalog, in the language being read.
    public func lessonList() -> Response { lessons.lessonList() }
    /// The lesson's title and summary in the language being read (English where there is none).
    public func frontMatter(of type: any Lesson.Type) -> (title: String, summary: String) { reading.frontMatter(of: type) }
    /// The lesson's exercises, their title, task and hints in the language being read.
    public func exercises(of type: any Lesson.Type) -> [Exercise] { reading.exercises(of: type) }

    /// The open lesson's journal, for the session to keep on disk while it runs.
    public var journal: SessionJournal { cells.sessionJournal }
    /// Builds the live lesson again from `journal` quietly; nil when it names no lesson here.
    public func restore(_ journal: SessionJournal) -> Restored? { cells.restore(journal) }
    /// `undo` finished in a new process: the lesson built from `journal`, and what `undo` says.
    public func tookBack(_ what: String, journal: SessionJournal) -> Response { cells.tookBack(what, journal: journal) }
    /// The lesson built again from `journal` after `culprit` took the shell down, and what happened.
    public func recover(_ journal: SessionJournal, culprit: Culprit) -> Response { cells.recover(journal, culprit: culprit) }

    /// Whether Swift mode is on (its prompt is `di swift> `).
    public var inSwiftMode: Bool { cells.inSwiftMode }
    /// Whether Swift mode is on for more than a cell begun at the shell's prompt.
    public var staysInSwiftMode: Bool { cells.staysInSwiftMode }
    /// Swift mode, with no cell under way; nothing without an open lesson.
    public func enterSwiftMode() { cells.enterSwiftMode() }
    /// Leaves Swift mode (Ctrl-D in it), dropping a cell not yet complete.
    public func leaveSwiftMode() { cells.leaveSwiftMode() }
    /// Ctrl-C in Swift mode: the cell typed so far is dropped.
    public func abandonPendingCell() { cells.abandonPendingCell() }
    /// What the history keeps of a line typed now (a whole cell as one entry), or nil.
    public func historyEntry(for line: String) -> String? { cells.historyEntry(for: line) }

    /// Catches up with `step` of `lesson` as `resume` does (see ``RoomFeature``).
    public func catchUp(lesson: String, step: Int, show: Bool = false, from source: MoveSource = .learner, stop: () -> Bool = { false }) -> Response {
        room.catchUp(lesson: lesson, step: step, show: show, from: source, stop: stop)
    }
    /// The exercise being worked on in the open lesson, with its latest failing checks.
    public var currentExercise: (id: String, failingChecks: Int, passed: Bool)? { room.currentExercise }

    /// Where `resume` (and the question at start) would take the learner.
    public var resumePoint: ResumePoint? { progress.resumePoint }
    /// What the shell asks at start: a note on the exercise at hand, and the question.
    public var resumeOffer: (note: StyledText, question: String)? { progress.resumeOffer }
    /// Opens the last lesson where the learner left it, with its exercise and page.
    public func resume() -> Response { progress.resume() }
}

/// Tab completion, from the command declarations: what the word under the cursor may become.
extension Shell {
    /// Candidates for the last word of `lineBeforeCursor`, each a full replacement for that word.
    /// Commands for the first word; after it, what the command's declaration offers: lesson ids,
    /// step numbers, inspectable names, or a lesson command's own candidates.
    public func completions(for lineBeforeCursor: String) -> [String] {
        if inSwiftMode { return cells.swiftCompletions(for: lineBeforeCursor) }
        if let code = CellsFeature.swiftCode(in: lineBeforeCursor), !code.isEmpty, lineBeforeCursor.last?.isWhitespace == false {
            return cells.swiftCompletions(for: lineBeforeCursor)
        }
        let endsWithSpace = lineBeforeCursor.last?.isWhitespace ?? true
        var words = lineBeforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let found: [String]
        if words.isEmpty {
            found = commandNames
        } else if let command = command(named: words[0]) {
            found = candidates(for: command, index: words.count - 1, previous: Array(words.dropFirst()))
        } else {
            found = []
        }
        let lower = partial.lowercased()
        var seen = Set<String>()
        return found.filter { $0.lowercased().hasPrefix(lower) && seen.insert($0).inserted }
    }

    /// The commands that can run now, by name: built-ins (those that need a lesson only in one),
    /// then the lesson's own.
    var commandNames: [String] {
        commands.filter { !$0.needsLesson || current != nil }.map(\.name)
    }

    /// What `command` offers for its argument at `index`, given the arguments before it.
    func candidates(for command: CommandDeclaration, index: Int, previous: [String]) -> [String] {
        switch command.completion {
        case .candidates(let candidates): candidates(index, previous)
        case .fromShell(let candidates): candidates(self, index, previous)
        }
    }
}
