/// What a progress file may hold: every value read is checked (``Progress/validationProblem()``), so that a hand-
/// edited or damaged file can never make a counter overflow or a list be cut at a negative length. A file that
/// breaks a rule is damaged: kept aside and reported like any other (see ``ProgressStore``).
///
/// The rules, and the caps (far above anything a learner reaches, and kept by the recording methods, which
/// saturate there, so a file this playground writes always passes):
/// - counts are never negative; failed checks are at most ``LessonProgress/maxFailedChecks`` per exercise (the
///   room accepts the same range) and hints shown at most ``LessonProgress/maxHintsShown``;
/// - `last.step` and each lesson's `lastStep` are from 1 to ``Progress/maxStep``;
/// - a latest check run counts at most ``LessonProgress/maxFailedChecks`` checks, and no more failed than there are;
/// - ids (lessons, steps, exercises) are not empty, at most ``Progress/maxIDBytes`` bytes of UTF-8, and hold no
///   control characters.
///
/// Ids that no lesson has (a lesson renamed or removed since, or one only a newer playground has) are not damage:
/// they are kept, so nothing recorded is lost, and ignored where progress is shown. Likewise a hint count above
/// the hints an exercise has now (a hint removed since) counts as all of them: the shell bounds it when used.
extension Progress {
    /// The largest step number `last` may hold.
    public static let maxStep = 10_000
    /// The longest id, in bytes of UTF-8.
    public static let maxIDBytes = 200

    /// What breaks a rule above, first found (lessons in id order), completing "could not be read (...)"; nil when
    /// the progress is sound.
    public func validationProblem() -> String? {
        if let last {
            if let problem = Self.idProblem(last.lessonID) { return "`last.lessonID` \(problem)" }
            if !(1...Self.maxStep).contains(last.step) {
                return "`last.step` is \(last.step), but steps are numbered from 1 to at most \(Self.maxStep)"
            }
        }
        if let lastLesson, let problem = Self.idProblem(lastLesson) { return "`lastLesson` \(problem)" }
        for id in lessons.keys.sorted() {
            if let problem = Self.idProblem(id) { return "`lessons` has a lesson id that \(problem)" }
            if let problem = lessons[id]?.validationProblem(place: "lessons.\(id)") { return problem }
        }
        return nil
    }

    /// Completes "`place` ...": why `id` is not an id ("is empty", "is longer than 200 bytes", ...), or nil.
    static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if id.utf8.count > maxIDBytes { return "is longer than \(maxIDBytes) bytes" }
        if id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "holds control characters"
        }
        return nil
    }
}

extension LessonProgress {
    /// The most failed checks counted per exercise; ``Progress/recordFailedCheck(lesson:exercise:)`` stops there.
    public static let maxFailedChecks = 100_000
    /// The most hints counted per exercise (no exercise has nearly so many).
    public static let maxHintsShown = 100

    /// The first rule broken, naming its place in the file (`lessons.di.hintsShown.counter`), or nil.
    func validationProblem(place: String) -> String? {
        for (list, ids) in [("stepsSeen", stepsSeen), ("exercisesPassed", exercisesPassed)] {
            for id in ids.sorted() {
                if let problem = Progress.idProblem(id) { return "`\(place).\(list)` has an id that \(problem)" }
            }
        }
        for (name, counts, cap) in [("failedChecks", failedChecks, Self.maxFailedChecks), ("hintsShown", hintsShown, Self.maxHintsShown)] {
            for id in counts.keys.sorted() {
                if let problem = Progress.idProblem(id) { return "`\(place).\(name)` has an exercise id that \(problem)" }
                let count = counts[id] ?? 0
                if count < 0 { return "`\(place).\(name).\(id)` is \(count), but a count cannot be negative" }
                if count > cap { return "`\(place).\(name).\(id)` is \(count), more than \(cap), the most this playground counts" }
            }
        }
        if let lastStep, !(1...Progress.maxStep).contains(lastStep) {
            return "`\(place).lastStep` is \(lastStep), but steps are numbered from 1 to at most \(Progress.maxStep)"
        }
        if let exercise, let problem = Progress.idProblem(exercise) { return "`\(place).exercise` \(problem)" }
        for id in latestChecks.keys.sorted() {
            if let problem = Progress.idProblem(id) { return "`\(place).latestChecks` has an exercise id that \(problem)" }
            let tally = latestChecks[id] ?? CheckTally(failed: 0, total: 0)
            guard (0...Self.maxFailedChecks).contains(tally.total), (0...max(tally.total, 1)).contains(tally.failed) else {
                return "`\(place).latestChecks.\(id)` is \(tally.failed) failed of \(tally.total), which no check run says"
            }
        }
        return nil
    }
}
