/// A lesson's step list as data: its id, title, each step's id, title and whether it is a deeper
/// one, and its exercises' ids. Generated at build time from the lesson's Markdown (the same text
/// its `steps` are generated from), so listing, progress, handouts and the room read a lesson's
/// steps without building the lesson; LessonCatalogTests check it against the built steps.
public struct LessonOutline: Sendable, Equatable {
    /// One step of the outline.
    public struct Entry: Sendable, Equatable {
        /// The step's id (`{#scopes}`), as `Step.id`.
        public var id: String
        /// The step's English title, as `Step.title`.
        public var title: String
        /// Off the main path, as `Step.deeper`.
        public var deeper: Bool

        public init(id: String, title: String, deeper: Bool = false) {
            self.id = id
            self.title = title
            self.deeper = deeper
        }
    }

    public var id: String
    public var title: String
    /// The steps in order.
    public var steps: [Entry]
    /// The exercises' ids, in order.
    public var exercises: [String]

    public init(id: String, title: String, steps: [Entry], exercises: [String] = []) {
        self.id = id
        self.title = title
        self.steps = steps
        self.exercises = exercises
    }

    /// How many steps the lesson has.
    public var count: Int { steps.count }

    /// The steps' ids, in order.
    public var stepIDs: [String] { steps.map(\.id) }

    /// The 1-based numbers of the deeper steps.
    public var deeperNumbers: Set<Int> {
        Set(steps.indices.filter { steps[$0].deeper }.map { $0 + 1 })
    }
}

extension LessonOutline {
    /// The outline of `type` as its built steps give it: what the generated outline must equal,
    /// and the outline of a lesson written without the build's generator (a test's fake).
    public init(built type: any Lesson.Type) {
        let steps = type.init(context: LessonContext()).steps
        self.init(
            id: type.id, title: type.title,
            steps: steps.map { Entry(id: $0.id, title: $0.title, deeper: $0.deeper) },
            exercises: type.exercises.map(\.id)
        )
    }
}
