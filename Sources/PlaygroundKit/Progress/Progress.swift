/// What a learner has done so far, across lessons: where they stopped, which steps they have seen, which exercises
/// they have passed, and how the exercises went (failed checks, hints shown). Kept on disk by ``ProgressStore``.
///
/// Steps are remembered by their *ids*, not their numbers, so reordering a lesson's steps keeps what was seen;
/// the places to resume (``last``, ``lastLesson``, ``LessonProgress/lastStep``) alone hold step numbers (1-based),
/// because they say where to resume in the lesson as it is now.
///
/// What was done only grows except through ``reset(lesson:)``, so two copies combine without loss
/// (``merge(_:)``): sets are joined and counters take the larger value. Where the learner is (the last lesson,
/// its step, the exercise at hand, the latest check run) is the newer copy's.
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
    /// The step most recently shown, in any lesson. (Kept as it always was, so that an older playground reading
    /// the file still finds where to resume.)
    public var last: Position?
    /// The lesson most recently opened, even if none of its steps was shown yet: where the learner really was
    /// last. Nil in a file an older playground wrote; then ``last`` says.
    public var lastLesson: String?
    /// Progress per lesson, keyed by lesson id. A lesson never visited has no entry.
    public var lessons: [String: LessonProgress]

    /// Empty progress: nothing seen, nothing passed.
    public init() {
        self.init(version: Self.currentVersion, last: nil, lessons: [:])
    }

    public init(version: Int = Progress.currentVersion, last: Position?, lastLesson: String? = nil, lessons: [String: LessonProgress]) {
        self.version = version
        self.last = last
        self.lastLesson = lastLesson
        self.lessons = lessons
    }

    /// Whether nothing has been recorded at all.
    public var isEmpty: Bool {
        last == nil && lastLesson == nil && lessons.values.allSatisfy(\.isEmpty)
    }

    // MARK: Recording

    /// Records that the step with id `stepID`, number `number` (from 1) of `lesson` was shown, and makes it the
    /// place to resume from.
    public mutating func markSeen(lesson: String, stepID: String, number: Int) {
        let step = min(max(number, 1), Self.maxStep)
        lessons[lesson, default: LessonProgress()].stepsSeen.insert(stepID)
        lessons[lesson, default: LessonProgress()].lastStep = step
        last = Position(lessonID: lesson, step: step)
        lastLesson = lesson
    }

    /// Records that `lesson` was opened: it is where the learner is now, before any of its steps is shown.
    public mutating func markOpened(lesson: String) {
        lastLesson = lesson
    }

    /// Records that `exercise` of `lesson` is the one being worked on, to go back to it next time.
    public mutating func markWorkingOn(lesson: String, exercise: String) {
        lessons[lesson, default: LessonProgress()].exercise = exercise
        lastLesson = lesson
    }

    /// Records what the latest check run of `exercise` in `lesson` said: `failed` of its `total` checks did not pass.
    /// Each run replaces the one before: this is where the learner is, not a count of runs
    /// (``recordFailedCheck(lesson:exercise:)`` counts those).
    public mutating func recordCheckRun(lesson: String, exercise: String, failed: Int, total: Int) {
        let total = min(max(total, 0), LessonProgress.maxFailedChecks)
        lessons[lesson, default: LessonProgress()].latestChecks[exercise] = CheckTally(failed: min(max(failed, 0), LessonProgress.maxFailedChecks), total: total)
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
        if lastLesson == lesson {
            lastLesson = nil
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
    /// ``last`` and ``lastLesson`` become `other`'s when it has them, because `other` is meant to be the copy being
    /// saved now, e.g. `store.update { $0.merge(inMemory) }` keeps another shell's progress and this shell's position.
    public mutating func merge(_ other: Progress) {
        for (id, theirs) in other.lessons {
            lessons[id, default: LessonProgress()].merge(theirs)
        }
        if let position = other.last {
            last = position
        }
        if let lesson = other.lastLesson {
            lastLesson = lesson
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
    /// The step of this lesson most recently shown (1-based): where to resume in it.
    public var lastStep: Int?
    /// The id of the exercise being worked on (the last one chosen with `exercise <n>`).
    public var exercise: String?
    /// What the latest check run of each exercise said, per exercise id.
    public var latestChecks: [String: CheckTally]

    public init(
        stepsSeen: Set<String> = [],
        exercisesPassed: Set<String> = [],
        failedChecks: [String: Int] = [:],
        hintsShown: [String: Int] = [:],
        lastStep: Int? = nil,
        exercise: String? = nil,
        latestChecks: [String: CheckTally] = [:]
    ) {
        self.stepsSeen = stepsSeen
        self.exercisesPassed = exercisesPassed
        self.failedChecks = failedChecks
        self.hintsShown = hintsShown
        self.lastStep = lastStep
        self.exercise = exercise
        self.latestChecks = latestChecks
    }

    /// Whether nothing was recorded for the lesson.
    public var isEmpty: Bool {
        stepsSeen.isEmpty && exercisesPassed.isEmpty && failedChecks.isEmpty && hintsShown.isEmpty
            && lastStep == nil && exercise == nil && latestChecks.isEmpty
    }

    /// Joins the sets and keeps the larger of each counter (see ``Progress/merge(_:)``); where the learner is
    /// (the step, the exercise, the latest check runs) is `other`'s where it has one.
    public mutating func merge(_ other: LessonProgress) {
        stepsSeen.formUnion(other.stepsSeen)
        exercisesPassed.formUnion(other.exercisesPassed)
        failedChecks.merge(other.failedChecks, uniquingKeysWith: max)
        hintsShown.merge(other.hintsShown, uniquingKeysWith: max)
        lastStep = other.lastStep ?? lastStep
        exercise = other.exercise ?? exercise
        latestChecks.merge(other.latestChecks) { _, theirs in theirs }
    }
}

/// What one check run of an exercise said: how many of its checks did not pass, of how many.
public struct CheckTally: Codable, Equatable, Sendable {
    public var failed: Int
    public var total: Int

    public init(failed: Int, total: Int) {
        self.failed = failed
        self.total = total
    }
}
