/// The orders screen's view model: what each row shows, top to bottom. A row names the cell
/// that draws it and carries that cell's view model, untyped, because the rows mix types.
final class OrdersVM {
    // @snippet orders-vm
    struct Row {
        let cellIdentifier: String
        let viewModel: Any?
    }

    var rows: [Row]
    // @end orders-vm

    init(rows: [Row]) {
        self.rows = rows
    }

    /// The usual screen: the customer, their orders, the footer.
    convenience init(customer: CustomerVM, orders: [OrderVM]) {
        self.init(rows: [Row(cellIdentifier: "customer", viewModel: customer)]
            + orders.map { Row(cellIdentifier: "order", viewModel: $0) }
            + [Row(cellIdentifier: "footer", viewModel: nil)])
    }
}
