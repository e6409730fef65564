/// Checks that explore: a property of the learner's code, tried on many generated sequences of
/// operations instead of a few written by hand, each compared with what the exercise's contract
/// says must happen (a model of the reference solution, written in the checks).
///
/// ```swift
/// Check("a raise calls exactly who is subscribed, whatever happened before") {
///     try explore(operation: { random in random.pick([Step.subscribe("ann"), .raise, ...]) },
///                 describe: \.words) { steps in
///         var model = Model()
///         let event = Event<String>()
///         for step in steps { ...; try expectEqual(actual, model.expected, "...") }
///     }
/// }
/// ```
///
/// The sequences come from a generator seeded by the check's own seed, so a run is the same every
/// time and on every machine. When a sequence fails, it is shrunk: steps are left out, and each
/// step is replaced by the simpler ones `simpler` offers, as long as the property still fails; the
/// learner reads the failure of the shortest sequence found, followed by that sequence:
/// `bob was called after he unsubscribed (after: subscribe ann; subscribe bob; raise)`.
///
/// Why not swift-property-based's `propertyCheck`: it runs only inside a Swift Testing test (it
/// asks for `Test.Case.current` and reports through `Issue.record`), and its module imports
/// Testing; the check program runs in the learner's playground, outside any test, and linking
/// Testing into it would make the playground need Xcode's Testing.framework at run time on a Mac.
/// The project's own tests use swift-property-based to test this explorer (ExploreTests).
public func explore<Operation>(
    seed: UInt64 = 0x5EED_CE11,
    runs: Int = 300,
    length: ClosedRange<Int> = 1...10,
    operation: (inout ExploreRandom) -> Operation,
    describe: (Operation) -> String,
    simpler: (Operation) -> [Operation] = { _ in [] },
    property: ([Operation]) throws -> Void
) throws {
    var random = ExploreRandom(seed: seed)
    for _ in 0..<max(runs, 1) {
        let count = random.int(in: length)
        var sequence: [Operation] = []
        for _ in 0..<count { sequence.append(operation(&random)) }
        guard let failure = failureMessage(of: sequence, property) else { continue }
        let (shortest, message) = shrink(sequence, failure: failure, simpler: simpler, property: property)
        throw CheckFailure(message + ExploreWords.after(shortest.map(describe)))
    }
}

/// The ending `explore` puts after a failure's message: ` (after: step; step; step)`. The
/// playground translates each step as it translates a message (`CheckText`).
public enum ExploreWords {
    public static let opening = " (after: "
    public static let separator = "; "

    static func after(_ steps: [String]) -> String {
        opening + (steps.isEmpty ? "nothing" : steps.joined(separator: separator)) + ")"
    }
}

/// The message `property` fails with on `sequence`, or nil when it holds.
func failureMessage<Operation>(of sequence: [Operation], _ property: ([Operation]) throws -> Void) -> String? {
    do {
        try property(sequence)
        return nil
    } catch let failure as CheckFailure {
        return failure.message
    } catch {
        return "threw \(error)"
    }
}

/// The shortest failing sequence found from `sequence` by leaving steps out (long runs first, then
/// single steps) and by simplifying single steps, with the message it fails with.
func shrink<Operation>(
    _ sequence: [Operation], failure: String, simpler: (Operation) -> [Operation], property: ([Operation]) throws -> Void
) -> ([Operation], String) {
    var current = sequence
    var message = failure
    var budget = 2_000
    var improved = true
    while improved, budget > 0 {
        improved = false
        // Leave out a run of steps: halves first, then smaller runs, then single steps.
        var size = max(current.count / 2, 1)
        while size >= 1, !improved {
            var start = 0
            while start + size <= current.count, budget > 0 {
                var candidate = current
                candidate.removeSubrange(start..<start + size)
                budget -= 1
                if let found = failureMessage(of: candidate, property) {
                    current = candidate
                    message = found
                    improved = true
                    break
                }
                start += 1
            }
            size /= 2
        }
        if improved { continue }
        // Replace a step by a simpler one.
        for index in current.indices where !improved {
            for replacement in simpler(current[index]) where budget > 0 {
                var candidate = current
                candidate[index] = replacement
                budget -= 1
                if let found = failureMessage(of: candidate, property) {
                    current = candidate
                    message = found
                    improved = true
                    break
                }
            }
        }
    }
    return (current, message)
}

/// The explorer's random numbers: SplitMix64, the same sequence for the same seed everywhere.
public struct ExploreRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `range`, evenly.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// One of `choices`, evenly.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// True `percent` times in 100.
    public mutating func chance(_ percent: Int) -> Bool {
        int(in: 1...100) <= percent
    }
}
