/// The article's first `OrdersVM`: it loads, and tells nobody.
// @snippet silent-orders-vm
final class SilentOrdersVM: IOrdersVM {
    private(set) var orders: [OrderVM] = []
    func loadOrders() {
        ordersProvider.loadOrders { [weak self] orders in
            self?.orders = orders.map { OrderVM(order: $0) }
        }
    }
    // @end silent-orders-vm

    private let ordersProvider: OrdersProvider

    init(ordersProvider: OrdersProvider) {
        self.ordersProvider = ordersProvider
    }
}
