import LessonKit

/// The view model the lesson is about.
// @snippet counter-vm
final class CounterVM {
    private(set) var taps = 0

    func tap() { taps += 1 }

    var label: String { taps == 1 ? "1 tap" : "\(taps) taps" }
}
// @end counter-vm

/// Lesson `hello`: the lesson docs/writing-a-lesson.md builds, step by step.
public final class HelloLesson: Lesson {
    let counter = CounterVM()

    public init(context: LessonContext) {
        let counter = self.counter
        context.expose("counter", note: "the view model `tap` taps", counter)
    }

    public var commands: [LessonCommand] {
        let counter = self.counter
        return [
            LessonCommand("tap", summary: "tap the counter once") { _ in
                counter.tap()
                print(counter.label)
            },
        ]
    }

    // @step counter
    func counterStep(_ ctx: LessonContext) throws {
        // @snippet step-counter
        let viewModel = CounterVM()
        viewModel.tap()
        print("taps:", viewModel.taps)
        // @end step-counter
    }

    // @step label
    func labelStep(_ ctx: LessonContext) throws {
        // @snippet step-label
        let viewModel = CounterVM()
        for _ in 1...3 { viewModel.tap() }
        print("the view shows:", viewModel.label)
        // @end step-label
    }
}
