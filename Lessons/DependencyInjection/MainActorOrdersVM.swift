import Foundation

/// `OrdersVM` as a new Xcode 26 app target writes it: on the main actor, like its screen.
/// Its conformance is isolated to the main actor (SE-0470, Swift 6.2): only main-actor code
/// may resolve it, and the container then calls its init there. (Its own name only so that
/// both versions live in one module.)
// @snippet main-actor-orders-vm
@MainActor
final class MainActorOrdersVM: @MainActor IPerRequest {
    private let ordersProvider: OrdersProvider
    private let args: OrdersVM.Args

    init(container: IContainer, args: OrdersVM.Args) {
        ordersProvider = container.resolve()
        self.args = args
    }

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
// @end main-actor-orders-vm
