import PlaygroundKit

/// A small lesson for testing the shell itself: three steps (the third throws), a command with
/// arguments, an exposed object with private state, and a timer on the virtual clock. `bump`
/// records each count on the context's marble recorder; the counter and each step's receipt are
/// tracked on its lifetimes.
public final class FakeLesson: Lesson {
    public static let id = "fake"
    public static let title = "A lesson for tests"
    public static let summary = "Counts things, so tests can see state survive between steps."
    public static let source = "the test suite"

    /// In Russian: the first step current, the second translated from an older English, the third
    /// not translated; no Indonesian at all.
    public static var translations: [String: LessonTranslation] {
        [
            "ru": LessonTranslation(
                title: "Урок для тестов", summary: "Считает, чтобы тесты видели состояние между шагами.", isCurrent: true,
                steps: [
                    "first-bump": StepTranslation(title: "Первый шаг", text: "Увеличивает счётчик на один.", tryIt: "`bump 2`", isCurrent: true),
                    "a-timer": StepTranslation(title: "Таймер", text: "Планирует сообщение.", isCurrent: false),
                ]
            ),
        ]
    }

    public struct StepFailed: Error, CustomStringConvertible {
        public var description: String { "the provider is offline" }
    }

    /// Live state with a private stored property, to check that `inspect` shows it.
    public final class Counter {
        private var count = 0
        fileprivate var history: [String] = []
        func bump(_ reason: String) -> Int {
            count += 1
            history.append(reason)
            return count
        }
        public init() {}
    }

    /// Made by the first step and let go at its end: a lifetime that ends.
    public final class Receipt {
        public init() {}
    }

    let context: LessonContext
    let counter = Counter()
    let bumps: MarbleTrack

    public init(context: LessonContext) {
        self.context = context
        context.expose("counter", note: "counts bumps", self.counter)
        context.lifetimes.track(counter, as: "Counter #1", heldBy: HoldingLine(file: "Tests/TestSupport/FakeLesson.swift", line: 1, code: "let counter = Counter()"))
        bumps = context.marbles.track("bumps")
    }

    public var steps: [Step] {
        [
            Step("First bump", text: "Bumps the counter once.\n- and says so", code: [Self.broken]) { [counter] ctx in
                ctx.lifetimes.track(Receipt(), as: "Receipt #1")
                LessonOutput.print(["count is", counter.bump("step 1")], separator: " ", terminator: "\n")
            },
            Step("A timer", text: "Schedules a message one virtual second from now.") { ctx in
                ctx.clock.schedule(after: .seconds(1), label: "hello") {
                    LessonOutput.print(["timer fired at", ctx.clock.now], separator: " ", terminator: "\n")
                }
                LessonOutput.print(["scheduled at", ctx.clock.now], separator: " ", terminator: "\n")
            },
            Step("A failing step", text: "Throws, as a real network call might.") { _ in
                LessonOutput.print(["about to fail"], separator: " ", terminator: "\n")
                throw StepFailed()
            },
        ]
    }

    /// A snippet the compiler refuses, with the message the lesson keeps.
    public static let broken = Snippet(
        name: "Broken", file: "Tests/TestSupport/Broken.swift", lines: 1...1,
        text: "let x = nope", compilerMessage: "error: cannot find 'nope' in scope"
    )

    public var commands: [LessonCommand] {
        [
            LessonCommand(
                "bump", usage: "<times> [reason]", summary: "bump the counter several times",
                complete: { index, _ in index == 0 ? ["1", "2", "10"] : ["because", "bored"] }
            ) { [counter, bumps] arguments in
                let times = try arguments.int(0, "times", in: 1...100)
                try arguments.expectAtMost(2)
                let reason = arguments.optional(1) ?? "command"
                var last = 0
                for _ in 0..<times {
                    last = counter.bump(reason)
                    bumps.value("\(last)")
                }
                LessonOutput.print(["count is", last], separator: " ", terminator: "\n")
            },
            LessonCommand("color", aliases: ["colour"], usage: "<name>", summary: "pick a color") { arguments in
                let name = try arguments.choice(0, "color", from: ["red", "green", "blue"])
                LessonOutput.print(["picked", name], separator: " ", terminator: "\n")
            },
            // Stands for a lesson's `bench`: it reads the counter, changes nothing, and is never replayed.
            LessonCommand("tally", summary: "time the counter (a stand-in for bench)", measuresTime: true) { [counter] arguments in
                try arguments.expectAtMost(0)
                LessonOutput.print(["bumped", counter.history.count, "times"], separator: " ", terminator: "\n")
            },
        ]
    }
}

extension Catalog {
    /// The fake lesson alone, and a second one so lesson lists have more than one row.
    public static var testing: Catalog { Catalog([FakeLesson.self, OtherFakeLesson.self]) }
}

/// A second lesson with one step, to test `open` by number and prefix.
public final class OtherFakeLesson: Lesson {
    public static let id = "other"
    public static let title = "Another lesson"
    public static let summary = "One step."
    public static let source = "the test suite"

    public init(context: LessonContext) {}
    public var steps: [Step] {
        [Step("Only", text: "The only step.") { _ in LessonOutput.print(["done"], separator: " ", terminator: "\n") }]
    }
}
