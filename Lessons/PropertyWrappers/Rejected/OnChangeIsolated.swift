// expect: error: main actor-isolated property 'orders' can not be referenced from a Sendable closure
// expect: note: property declared here
import Observation
@MainActor @Observable
final class OrdersVM {
    var orders: [String] = []
}
@MainActor func watch(_ viewModel: OrdersVM) {
    withObservationTracking {
        _ = viewModel.orders
    } onChange: {
        print("orders will change; now:", viewModel.orders.count)
    }
}
