/// What a lesson gets from the shell: its clock and a place to expose live objects for `inspect`.
///
/// One context per opened lesson; `open` and `reset` make a new one with a new lesson instance.
public final class LessonContext {
    /// The lesson's clock: fixed start date, virtual time.
    public let clock: LessonClock

    /// A live object a step or command exposed for `inspect`.
    public struct Exposed {
        public let name: String
        public let note: String
        /// Evaluated each time it is inspected, so `inspect` always shows current state.
        public let value: () -> Any
        /// The static type of the exposed expression, as Swift prints it (`Container`,
        /// `Array<Listener>`, qualified by module): a Swift cell declares the name with it.
        public let typeName: String
    }

    /// Exposed objects in the order they were first exposed.
    public private(set) var exposed: [Exposed] = []

    /// The step last run (1-based; 0 before the first): where ``lifetimes`` puts what it sees.
    public internal(set) var step = 0

    /// The streams the lesson's live objects run, recorded on ``clock`` since the lesson opened
    /// (or `marbles clear`): what the `marbles` command draws. Steps that draw a picture of their
    /// own use a recorder of their own.
    public private(set) lazy var marbles = MarbleRecorder(clock: clock)

    /// The lesson's live objects, tracked along its steps: the shell checks their weak references
    /// after every step and command, and `lifetimes` draws them.
    public private(set) lazy var lifetimes = LifetimeTracker(axis: .steps, position: { [weak self] in self?.step ?? 0 })

    public init(clock: LessonClock = LessonClock()) {
        self.clock = clock
    }

    /// Makes `value` inspectable as `name`. Exposing a name again replaces it in place.
    ///
    /// `value` is an autoclosure: it is evaluated when the learner inspects, not now.
    public func expose<Value>(_ name: String, note: String = "", _ value: @autoclosure @escaping () -> Value) {
        let entry = Exposed(name: name, note: note, value: { value() }, typeName: _typeName(Value.self, qualified: true))
        if let index = exposed.firstIndex(where: { $0.name == name }) {
            exposed[index] = entry
        } else {
            exposed.append(entry)
        }
    }

    /// Removes an exposed name. Returns whether it was there.
    @discardableResult
    public func unexpose(_ name: String) -> Bool {
        guard let index = exposed.firstIndex(where: { $0.name == name }) else { return false }
        exposed.remove(at: index)
        return true
    }

    /// The exposed object called `name`, if any.
    public func exposedObject(named name: String) -> Exposed? {
        exposed.first { $0.name == name }
    }
}
