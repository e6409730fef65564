import ConsoleViews

/// The orders screen. A controller is a view too, so it has a view model of its own.
final class OrdersVC: ViewController, IHaveViewModel {
    typealias ViewModel = OrdersVM
    let tableView = TableView(visibleRows: 6)

    var anyViewModel: Any? {
        didSet {
            guard let viewModel = anyViewModel as? ViewModel else { return }
            viewModelChanged(viewModel)
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }

    override func viewDidLoad() {
        tableView.dataSource = self
        tableView.register(CustomerCell.self, forCellReuseIdentifier: "customer")
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
        tableView.register(FooterCell.self, forCellReuseIdentifier: "footer")
        view.addSubview(tableView)
        // UITableView loads its rows when it first appears; the console table waits to be asked.
        tableView.reloadData()
    }

    func viewModelChanged(_ viewModel: OrdersVM) {
        // Before the view is loaded there is no table to reload; viewDidLoad will.
        guard isViewLoaded else { return }
        tableView.reloadData()
    }
}

extension OrdersVC: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel?.rows.count ?? 0
    }

    // @snippet orders-vc
    func tableView(_ tableView: TableView,
                   cellForRowAt indexPath: IndexPath) -> TableViewCell {
        // The table asks only for rows counted above: there is a view model.
        let row = viewModel!.rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(
            withIdentifier: row.cellIdentifier, for: indexPath)
        // What the shadow protocol is for: any cell, any view model.
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = row.viewModel
        }
        return cell
    }
    // @end orders-vc
}
