import ConsoleViews
import LessonKit

/// The list inside the orders screen, one label per order. It subscribes to the view model's
/// event itself, as soon as it is made, next to its controller.
final class OrdersListView: View {
    private let viewModel: OrdersVM

    // @snippet list-subscribes
    init(viewModel: OrdersVM) {
        self.viewModel = viewModel
        super.init()
        addSubview(Label(text: "loading..."))
        viewModel.changed.subscribe(self) { this in this.viewModelChanged() }
    }
    // @end list-subscribes

    private func viewModelChanged() {
        print("OrdersListView: one row per order")
        for row in subviews { row.removeFromSuperview() }
        for order in viewModel.orders { addSubview(Label(text: order)) }
    }
}
