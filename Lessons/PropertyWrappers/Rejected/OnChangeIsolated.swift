// expect: error: main actor-isolated property 'orders' can not be referenced from a Sendable closure
// expect: note: property declared here
import Observation

// In an Xcode 26 app target the class is @MainActor by default; written out here.
@MainActor @Observable
final class OrdersVM {
    var orders: [String] = []
}

@MainActor func watch(_ viewModel: OrdersVM) {
    withObservationTracking {
        _ = viewModel.orders
    } onChange: {
        // The capture compiles now: a @MainActor class is Sendable. The read does not.
        print("orders will change; now:", viewModel.orders.count)
    }
}
