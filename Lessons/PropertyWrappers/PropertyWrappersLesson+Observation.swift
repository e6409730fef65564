import Observation
import LessonKit

// This file imports Observation, so `@Observable` here means the macro (step 24): the
// article's wrapper is used only in files that do not import it.

extension PropertyWrappersLesson {
    // @step observation
    func observation(_ ctx: LessonContext) throws {
        onMainActor {
            let viewModel = ObservedOrdersVM()
            // @snippet step-observation
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                print("  onChange")
            }
            print("setting 3 orders:")
            viewModel.orders = OrderVM.sample(count: 3)
            print("setting 5 orders:")
            viewModel.orders = OrderVM.sample(count: 5)
            // @end step-observation
        }
    }

    // @step observation-names
    func observationNames(_ ctx: LessonContext) throws {
        // @snippet step-observation-names
        let provider = DelayedOrdersProvider(clock: ctx.clock)
        let viewModel = OrdersVM(ordersProvider: provider)
        print("the article's $orders, here:", type(of: viewModel.$orders))
        print("the macro's view model:", ObservedOrdersVM.self)
        // @end step-observation-names
    }

    // @step observation-sendable
    func observationSendable(_ ctx: LessonContext) throws {
        onMainActor {
            let viewModel = ObservedOrdersVM()
            // @snippet step-observation-sendable
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                print("  onChange: orders will change")   // captures nothing
            }
            viewModel.orders = OrderVM.sample(count: 3)
            // @end step-observation-sendable
        }
    }

    // @step observation-main-actor
    func observationMainActor(_ ctx: LessonContext) throws {
        onMainActor {
            // @snippet step-observation-main-actor
            let viewModel = ObservedOrdersVM()
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                MainActor.assumeIsolated {
                    print("  onChange; still \(viewModel.orders.count)")
                }
            }
            viewModel.orders = OrderVM.sample(count: 3)
            // @end step-observation-main-actor
        }
    }
}
