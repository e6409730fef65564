import Foundation

/// `OrdersVM` with a second init: the app still resolves it through the container, a test
/// hands it any `IOrdersProvider` it likes.
final class TestableOrdersVM: IPerRequest {
    struct Args {
        let customerId: Int
        let date: Date
    }

    private let ordersProvider: IOrdersProvider
    private let args: Args

    // @snippet testable-orders-vm
    // The container's init only picks the real provider and forwards.
    convenience init(container: IContainer, args: Args) {
        let provider: OrdersProvider = container.resolve()
        self.init(ordersProvider: provider, args: args)
    }

    init(ordersProvider: IOrdersProvider, args: Args) {
        self.ordersProvider = ordersProvider
        self.args = args
    }
    // @end testable-orders-vm

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
