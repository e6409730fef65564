import OpenCombine
import LessonKit

/// Steps 21 to 25 and 31: the inputs and the mutators, and the mapping from RxSwift.
extension InputOutputLesson {
    // @step any-input
    func anyInput(_ ctx: LessonContext) throws {
        // @snippet step-any-input
        let relay = BehaviorRelay(value: "")
        let input = AnyInput(relay)
        input.send("typed by the view")
        print("the relay holds:", relay.value)
        // @end step-any-input
    }

    // @step input-wrappers
    func inputWrappers(_ ctx: LessonContext) throws {
        // @snippet step-input-wrappers
        printStored(SearchVM(), first: 5)
        // @end step-input-wrappers
    }

    // @step inputs
    func inputs(_ ctx: LessonContext) throws {
        // @snippet step-inputs
        let viewModel = SearchVM()
        viewModel.query.send("mvvm")
        viewModel.refresh.send(())
        viewModel.submit.send("mvvm")
        viewModel.submit.send(completion: .finished)
        viewModel.submit.send("after the end")
        for line in viewModel.log { print(line) }
        // @end step-inputs
    }

    // @step late-inputs
    func lateInputs(_ ctx: LessonContext) throws {
        // @snippet step-late-inputs
        let viewModel = SearchVM()
        viewModel.scope.send("authors")
        viewModel.scope.send("titles")
        for pick in ["MVVM", "Rx", "Combine"] { viewModel.pick.send(pick) }
        viewModel.openDetails()
        for line in viewModel.log where line.hasPrefix("details") {
            print(line)
        }
        // @end step-late-inputs
    }

    // @step mutators
    func mutators(_ ctx: LessonContext) throws {
        // @snippet step-mutators
        let viewModel = CharCountVM()
        let subscription = viewModel.charCount.sink { print("charCount:", $0) }
        viewModel.textChanged("MVVM")
        viewModel.textChanged("")
        print("underneath, the relay holds '\(viewModel.text)'")
        subscription.cancel()
        // @end step-mutators
    }

    // @step mapping
    func mapping(_ ctx: LessonContext) throws {
        // @snippet step-mapping
        printStored(AllKindsVM())
        // @end step-mapping
    }
}
