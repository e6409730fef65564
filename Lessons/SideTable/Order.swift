/// One order, as the provider returns it.
struct Order {
    let name: String
    let id: Int
}

/// A row's view model: deliberately dull, as in the article.
final class OrderVM {
    let order: Order

    var name: String { "\(order.name) #\(order.id)" }

    init(order: Order) {
        self.order = order
    }
}
