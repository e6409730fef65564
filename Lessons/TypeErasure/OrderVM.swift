// @snippet order-vm
/// The view model of one order: deliberately dumb, as in the article. It turns the model into
/// the text a cell shows.
final class OrderVM {
    let order: Order
    var name: String { "\(order.name) #\(order.id)" }

    init(order: Order) {
        self.order = order
    }
}
// @end order-vm
