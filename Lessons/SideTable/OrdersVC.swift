import ConsoleViews
import TypeErasure

/// The orders screen. It starts loading when its view loads and reloads its table whenever
/// its view model changes; the default implementation calls `viewModelChanged`.
// @snippet orders-vc
final class OrdersVC: ViewController, IHaveViewModel {
    typealias ViewModel = any IOrdersVM
    let tableView = TableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(OrderCell.self,
                           forCellReuseIdentifier: "order")
        view.addSubview(tableView)
        viewModel?.loadOrders()
    }

    func viewModelChanged(_ viewModel: any IOrdersVM) {
        tableView.reloadData()
    }
    // @end orders-vc

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // UIKit's table loads its rows when it is first laid out; a console table waits to be asked.
        tableView.reloadData()
    }

    init() {
        super.init(title: "Orders")
    }
}

extension OrdersVC: TableViewDataSource {
    func tableView(_ tableView: TableView,
                   numberOfRowsInSection section: Int) -> Int {
        viewModel?.orders.count ?? 0
    }

    // @snippet orders-vc-data-source
    func tableView(_ tableView: TableView,
                   cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order",
                                                 for: indexPath)
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = viewModel?.orders[indexPath.row]
        }
        return cell
    }
    // @end orders-vc-data-source
}
