/// The view model of one order: deliberately dumb, as in the article.
final class OrderVM {
    let order: Order
    var name: String { "\(order.name) #\(order.id)" }

    init(order: Order) {
        self.order = order
    }
}
