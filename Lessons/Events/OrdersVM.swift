/// The article's view model, cut down to what this lesson needs: the orders, and an event that
/// says they changed. It knows nothing about who listens, or how many.
// @snippet orders-vm
final class OrdersVM {
    let changed = Event<Void>()
    private(set) var orders: [String] = []

    func load(_ orders: [String]) {
        self.orders = orders
        changed.raise()
    }
}
// @end orders-vm
