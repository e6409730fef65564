// expect: error: capture of 'container' with non-Sendable type 'Container' in a '@Sendable' closure
// expect: error: capture of 'provider' with non-Sendable type 'OrdersProvider' in a '@Sendable' closure
// app: error: call to main actor-isolated instance method 'loadOrders(for:)' in a synchronous nonisolated context
import Foundation
class Container { var singletons: [ObjectIdentifier: AnyObject] = [:] }
class OrdersProvider { func loadOrders(for customerId: Int) {} }

func useOnAnotherThread(container: Container, provider: OrdersProvider) {
    Thread { print(container) }.start()  // step 21's careless version
    Thread { provider.loadOrders(for: 42) }.start()  // what it hands out
}
