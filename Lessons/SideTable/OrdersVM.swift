/// The article's final `OrdersVM`: the same, plus one conformance and one line.
// @snippet orders-vm
final class OrdersVM: IOrdersVM, INotifyOnChanged {
    private(set) var orders: [OrderVM] = []

    func loadOrders() {
        ordersProvider.loadOrders { [weak self] orders in
            self?.orders = orders.map { OrderVM(order: $0) }
            self?.changed.raise()
        }
    }
    // @end orders-vm

    private let ordersProvider: OrdersProvider

    init(ordersProvider: OrdersProvider) {
        self.ordersProvider = ordersProvider
    }
}
