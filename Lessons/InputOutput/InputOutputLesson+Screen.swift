import LessonKit

/// The steps of the screen: a view model and its view, what the view cannot write, and the main
/// actor. `GreetingVM` is `@MainActor` and a step is nonisolated, so they hop with `onMainActor`.
extension InputOutputLesson {
    // @step screen
    func screen(_ ctx: LessonContext) throws {
        // @snippet step-screen
        onMainActor { printStored(GreetingVM(), first: 5) }
        // @end step-screen
    }

    // @step screen-wiring
    func screenWiring(_ ctx: LessonContext) throws {
        // @snippet step-screen-wiring
        onMainActor {
            let viewController = GreetingVC(viewModel: GreetingVM())
            viewController.present()
            viewController.nameField.type("Ann")
            viewController.saveTapped()
            print(viewController.render().joined(separator: "\n"))
        }
        // @end step-screen-wiring
    }

    // @step refused
    func refused(_ ctx: LessonContext) throws {
        // @snippet step-refused
        onMainActor {
            print(type(of: GreetingVM().greeting), type(of: GreetingVM().name))
        }
        // @end step-refused
    }

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

    // @step background-send
    func backgroundSend(_ ctx: LessonContext) throws {
        // Nothing runs: what the step shows is the compiler's refusal.
    }
}
