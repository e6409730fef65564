/// The view model of the row above the orders: whose orders they are.
final class CustomerVM {
    let customerId: Int
    var name: String { "Customer \(customerId)" }

    init(customerId: Int) {
        self.customerId = customerId
    }
}
