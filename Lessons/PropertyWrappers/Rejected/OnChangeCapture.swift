// expect: error: capture of 'viewModel' with non-Sendable type 'OrdersVM' in a '@Sendable' closure
// expect: note: class 'OrdersVM' does not conform to the 'Sendable' protocol
// app: error: main actor-isolated property 'orders' can not be referenced from a Sendable closure
// app: note: property declared here
import Observation
@Observable
final class OrdersVM {
    var orders: [String] = []
}
func watch(_ viewModel: OrdersVM) {
    withObservationTracking {
        _ = viewModel.orders
    } onChange: {
        print("orders will change; now:", viewModel.orders.count)
    }
}
