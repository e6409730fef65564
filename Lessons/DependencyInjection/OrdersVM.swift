import Foundation

/// The view model of a customer's orders on one day. It cannot exist without those two
/// values, so they are its `Args`; its provider it pulls out of the container itself.
// @snippet orders-vm
final class OrdersVM: IPerRequest {
    struct Args {
        let customerId: Int
        let date: Date
    }

    private let ordersProvider: OrdersProvider
    private let args: Args

    init(container: IContainer, args: Args) {
        self.ordersProvider = container.resolve()
        self.args = args
    }

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
// @end orders-vm
