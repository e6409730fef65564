/// The article's orders view model with `orders` behind `@Observable`: whoever subscribes to
/// `$orders` hears every new list, and the view model knows nothing about who listens.
final class OrdersVM {
    @Observable var orders: [OrderVM] = []
    private let ordersProvider: DelayedOrdersProvider

    init(ordersProvider: DelayedOrdersProvider) {
        self.ordersProvider = ordersProvider
    }

    func loadOrders() {
        ordersProvider.loadOrders { [weak self] orders in
            self?.orders = orders.map { OrderVM(order: $0) }
        }
    }
}
