import ConsoleViews
import LessonKit

/// The orders screen. The controller and its list both listen to the same `changed` event:
/// the controller keeps the title up to date, the list its rows.
final class OrdersVC: ViewController {
    let viewModel: OrdersVM
    private let list: OrdersListView

    init(viewModel: OrdersVM) {
        self.viewModel = viewModel
        list = OrdersListView(viewModel: viewModel)
        super.init(title: "Orders")
    }

    // @snippet vc-subscribes
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        viewModel.changed.subscribe(self) { this in this.viewModelChanged() }
    }
    // @end vc-subscribes

    private func viewModelChanged() {
        print("OrdersVC: the title counts the orders")
        title = "Orders (\(viewModel.orders.count))"
    }
}
