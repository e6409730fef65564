import Foundation

/// `OrdersVM` again, with its provider behind `@Resolvable`: the init no longer touches the
/// container. (Its own name only so that both versions live in one module.)
final class LazyOrdersVM: IPerRequest {
    struct Args {
        let customerId: Int
        let date: Date
    }

    // @snippet lazy-orders-vm
    @Resolvable
    private var ordersProvider: OrdersProvider
    private let args: Args
    init(container: IContainer, args: Args) {
        self.args = args
    }
    // @end lazy-orders-vm

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
