/// What a learner has done so far, across lessons: where they stopped, which steps they have seen, which exercises
/// they have passed, and how the exercises went (failed checks, hints shown). Kept on disk by ``ProgressStore``.
///
/// Steps are remembered by their *ids*, not their numbers, so reordering a lesson's steps keeps what was seen;
/// ``last`` alone holds a step number (1-based), because it says where to resume in the lesson as it is now.
///
/// Everything here only grows except through ``reset(lesson:)``, so two copies combine without loss
/// (``merge(_:)``): sets are joined and counters take the larger value.
///
/// Foundation has a class of the same name; because PlaygroundKit imports Foundation, `Progress` means this type in
/// code that imports both.
public struct Progress: Codable, Equatable, Sendable {
    /// The format version this playground writes. A file with a larger version came from a newer playground and is
    /// never read or overwritten (see ``ProgressStore``).
    public static let currentVersion = 1

    /// A place in a lesson: the lesson's id and a step number, counted from 1.
    public struct Position: Codable, Equatable, Sendable {
        public var lessonID: String
        public var step: Int

        public init(lessonID: String, step: Int) {
            self.lessonID = lessonID
            self.step = step
        }
    }

    /// The format version of this value; ``currentVersion`` for everything this playground makes.
    public var version: Int
    /// Where the learner was last: the step most recently shown.
    public var last: Position?
    /// Progress per lesson, keyed by lesson id. A lesson never visited has no entry.
    public var lessons: [String: LessonProgress]

    /// Empty progress: nothing seen, nothing passed.
    public init() {
        self.init(version: Self.currentVersion, last: nil, lessons: [:])
    }

    public init(version: Int = Progress.currentVersion, last: Position?, lessons: [String: LessonProgress]) {
        self.version = version
        self.last = last
        self.lessons = lessons
    }

    /// Whether nothing has been recorded at all.
    public var isEmpty: Bool {
        last == nil && lessons.values.allSatisfy(\.isEmpty)
    }

    // MARK: Recording

    /// Records that the step with id `stepID`, number `number` (from 1) of `lesson` was shown, and makes it the
    /// place to resume from.
    public mutating func markSeen(lesson: String, stepID: String, number: Int) {
        lessons[lesson, default: LessonProgress()].stepsSeen.insert(stepID)
        last = Position(lessonID: lesson, step: min(max(number, 1), Self.maxStep))
    }

    /// Records that `exercise` of `lesson` passed its checks.
    public mutating func markPassed(lesson: String, exercise: String) {
        lessons[lesson, default: LessonProgress()].exercisesPassed.insert(exercise)
    }

    /// Records one more failed `check` run of `exercise` in `lesson`, up to ``LessonProgress/maxFailedChecks``
    /// (the count saturates there; it never overflows).
    public mutating func recordFailedCheck(lesson: String, exercise: String) {
        let earlier = lessons[lesson]?.failedChecks[exercise] ?? 0
        lessons[lesson, default: LessonProgress()].failedChecks[exercise] =
            earlier >= LessonProgress.maxFailedChecks ? LessonProgress.maxFailedChecks : max(earlier, 0) + 1
    }

    /// Records that `shown` hints of `exercise` in `lesson` have been shown so far. The count never goes down:
    /// showing the first hint again after the third leaves it at three. Kept from 0 to
    /// ``LessonProgress/maxHintsShown``.
    public mutating func recordHint(lesson: String, exercise: String, shown: Int) {
        let earlier = lessons[lesson]?.hintsShown[exercise] ?? 0
        lessons[lesson, default: LessonProgress()].hintsShown[exercise] = min(max(earlier, shown, 0), LessonProgress.maxHintsShown)
    }

    /// Forgets `lesson` (and ``last`` if it points into that lesson), or everything when `lesson` is nil.
    ///
    /// A reset does not survive ``merge(_:)`` with an older copy, which still has what was forgotten: apply it to
    /// the file with `store.update { $0.reset(lesson: id) }` and take the progress that returns.
    public mutating func reset(lesson: String?) {
        guard let lesson else {
            self = Progress()
            return
        }
        lessons[lesson] = nil
        if last?.lessonID == lesson {
            last = nil
        }
    }

    // MARK: Reading

    /// The progress of `lesson`; empty when the lesson was never visited.
    public func lesson(_ id: String) -> LessonProgress {
        lessons[id] ?? LessonProgress()
    }

    /// How many different steps of `lesson` have been seen.
    public func stepsSeenCount(lesson: String) -> Int {
        lessons[lesson]?.stepsSeen.count ?? 0
    }

    /// The ids of the exercises of `lesson` that passed.
    public func exercisesPassed(lesson: String) -> Set<String> {
        lessons[lesson]?.exercisesPassed ?? []
    }

    // MARK: Combining

    /// Adds what `other` recorded: every step seen and exercise passed in either, and the larger of each counter.
    /// ``last`` becomes `other`'s when it has one, because `other` is meant to be the copy being saved now, e.g.
    /// `store.update { $0.merge(inMemory) }` keeps another shell's progress and this shell's position.
    public mutating func merge(_ other: Progress) {
        for (id, theirs) in other.lessons {
            lessons[id, default: LessonProgress()].merge(theirs)
        }
        if let position = other.last {
            last = position
        }
        version = max(version, other.version)
    }
}

/// What was done in one lesson. See ``Progress``.
public struct LessonProgress: Codable, Equatable, Sendable {
    /// Ids of the steps that were shown.
    public var stepsSeen: Set<String>
    /// Ids of the exercises that passed their checks.
    public var exercisesPassed: Set<String>
    /// How many `check` runs failed, per exercise id.
    public var failedChecks: [String: Int]
    /// How many hints have been shown so far, per exercise id.
    public var hintsShown: [String: Int]

    public init(
        stepsSeen: Set<String> = [],
        exercisesPassed: Set<String> = [],
        failedChecks: [String: Int] = [:],
        hintsShown: [String: Int] = [:]
    ) {
        self.stepsSeen = stepsSeen
        self.exercisesPassed = exercisesPassed
        self.failedChecks = failedChecks
        self.hintsShown = hintsShown
    }

    /// Whether nothing was recorded for the lesson.
    public var isEmpty: Bool {
        stepsSeen.isEmpty && exercisesPassed.isEmpty && failedChecks.isEmpty && hintsShown.isEmpty
    }

    /// Joins the sets and keeps the larger of each counter (see ``Progress/merge(_:)``).
    public mutating func merge(_ other: LessonProgress) {
        stepsSeen.formUnion(other.stepsSeen)
        exercisesPassed.formUnion(other.exercisesPassed)
        failedChecks.merge(other.failedChecks, uniquingKeysWith: max)
        hintsShown.merge(other.hintsShown, uniquingKeysWith: max)
    }
}
