/// The view model of one row: the text its cell shows.
final class OrderVM {
    let order: Order
    var name: String { "\(order.name) #\(order.id)" }

    init(order: Order) {
        self.order = order
    }
}

extension OrderVM {
    /// `count` rows numbered from 0, as the article's provider numbers its orders.
    static func sample(count: Int) -> [OrderVM] {
        (0..<count).map { OrderVM(order: Order(name: "Order", id: $0)) }
    }
}
