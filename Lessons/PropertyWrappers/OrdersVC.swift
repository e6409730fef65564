import ConsoleViews

/// The orders screen. It subscribes to `$orders` and reloads its table on every new list:
/// the article's `viewModel.$orders.subscribe(self) { this, orders in this.update(with: orders) }`.
final class OrdersVC: ViewController {
    let tableView = TableView()
    private let viewModel: OrdersVM
    // What the table shows: the list the handler was handed. The data source must not read
    // `viewModel.orders` during the handler, while the view model is still writing it (step 9).
    private var orders: [OrderVM] = []

    init(viewModel: OrdersVM) {
        self.viewModel = viewModel
        super.init(title: "Orders")
    }

    // @snippet orders-vc-subscribe
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
        view.addSubview(tableView)
        viewModel.$orders.subscribe(self) { this, orders in
            this.update(with: orders)
        }
        viewModel.loadOrders()
    }

    private func update(with orders: [OrderVM]) {
        self.orders = orders
        tableView.reloadData()
    }
    // @end orders-vc-subscribe
}

extension OrdersVC: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        (cell as? OrderCell)?.viewModel = orders[indexPath.row]
        return cell
    }
}
