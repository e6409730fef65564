import Observation
import PlaygroundKit
import Testing
@testable import PropertyWrappers

// Observation is imported here, so `@Observable` in this file would mean the macro.
@Suite struct ObservationTests {
    @Test @MainActor func onChangeRunsOnceBeforeTheStore() {
        let viewModel = ObservedOrdersVM()
        let text = printed {
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                LessonOutput.write("onChange\n")
            }
            viewModel.orders = OrderVM.sample(count: 3)
            viewModel.orders = OrderVM.sample(count: 5)
        }
        #expect(text == "onChange\n  stored 3 orders\n  stored 5 orders\n")
    }

    @Test @MainActor func readingNothingTracksNothing() {
        let viewModel = ObservedOrdersVM()
        let text = printed {
            withObservationTracking {
            } onChange: {
                LessonOutput.write("onChange\n")
            }
            viewModel.orders = OrderVM.sample(count: 2)
        }
        #expect(text == "  stored 2 orders\n")
    }
}
