import ConsoleViews

/// The orders screen with the one mistake the event cannot catch: a handler that uses `self`
/// instead of the subscriber it is handed.
final class CapturingOrdersVC: ViewController {
    let viewModel: OrdersVM

    init(viewModel: OrdersVM) {
        self.viewModel = viewModel
        super.init(title: "Orders")
    }

    // @snippet capturing-orders-vc
    override func viewDidLoad() {
        super.viewDidLoad()
        // A cycle: event → this closure → controller → view model → event.
        viewModel.changed.subscribe(self) { _ in
            self.title = "Orders (\(self.viewModel.orders.count))"
        }
    }
    // @end capturing-orders-vc
}

