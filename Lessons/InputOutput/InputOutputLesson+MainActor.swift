import LessonKit

extension InputOutputLesson {
    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        // @snippet step-main-actor
        // A step is plain nonisolated code, as an SDK's callback is.
        let viewModel = onMainActor { GreetingVM() }
        // The reference crosses (a @MainActor class is Sendable); members do not.
        onMainActor {
            let label = viewModel.greeting.sink { print("greeting:", $0) }
            viewModel.name.send("Bo")
            label.cancel()
        }
        // @end step-main-actor
    }
}
