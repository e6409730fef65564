/// What the orders screen needs from its view model. Not in the article: it lets one
/// `OrdersVC` show both of the article's versions of the view model.
protocol IOrdersVM: AnyObject {
    var orders: [OrderVM] { get }
    func loadOrders()
}
