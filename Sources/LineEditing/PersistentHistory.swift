/// A reader's history: the entries in memory, loaded from a ``HistoryFile`` and saved to it as each entry is added,
/// with the problems worth telling the user once. Shared by ``EditLineReader`` and ``PlainLineReader``.
///
/// Saving merges under the file's lock (see ``HistoryFile/append(_:)``): an entry that cannot be saved stays
/// pending and is tried again with the next one and on ``saveNow()``.
final class PersistentHistory {
    let file: HistoryFile?
    private(set) var list: HistoryList
    private(set) var warnings: [String] = []
    /// Lines added during this session and not in the history file yet, newest last (at most the capacity).
    private var unsaved: [String] = []
    private var warnedAboutSaving = false
    /// Some process held the history lock past its timeout once; wait for it only briefly from then on.
    private var lockWasStuck = false
    private var warnedAboutLock = false

    /// Loads `file` (if any). A file that cannot be read completely, or cannot be written, gives a warning now.
    init(file: HistoryFile?, defaultCapacity: Int = 1000) {
        self.file = file
        let capacity = file?.capacity ?? defaultCapacity
        list = HistoryList(capacity: capacity)
        guard let file else { return }
        let contents = file.readContents()
        list = HistoryList(entries: Array(contents.entries.suffix(max(0, capacity))), capacity: capacity)
        if let warning = contents.warning {
            addWarning(warning)
            // That warning already says the file will not be saved over: saving need not say it again.
            if !contents.isComplete { warnedAboutSaving = true }
        }
        if contents.isComplete, let problem = file.writabilityProblem() {
            addWarning(problem)
            warnedAboutSaving = true
        }
    }

    var capacity: Int { list.capacity }

    /// Adds `line` (the list's rules: no blanks, no consecutive duplicates) and saves it. Returns whether it was
    /// added.
    @discardableResult
    func add(_ line: String) -> Bool {
        guard list.appendIfNew(line) else { return false }
        guard file != nil else { return true }
        unsaved.append(line)
        if unsaved.count > list.capacity { unsaved.removeFirst(unsaved.count - list.capacity) }
        saveNow()
        return true
    }

    /// Saves what is pending, if anything.
    func saveNow() {
        guard var file, !unsaved.isEmpty else { return }
        if lockWasStuck { file.lockTimeout = min(file.lockTimeout, 0.1) }
        let outcome = file.append(unsaved)
        if outcome.lockTimedOut { lockWasStuck = true }
        if let warning = outcome.lockWarning, !warnedAboutLock {
            warnedAboutLock = true
            addWarning(warning)
        }
        if outcome.saved {
            unsaved.removeAll()
        } else if let problem = outcome.problem, !warnedAboutSaving {
            warnedAboutSaving = true
            addWarning(problem)
        }
    }

    func addWarning(_ warning: String) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}
