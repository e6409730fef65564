import ConsoleViews
import TypeErasure

/// The same cell with the default implementation: all that is left is what it shows.
// @snippet order-cell
final class OrderCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

    func viewModelChanged(_ viewModel: OrderVM) {
        textLabel.text = viewModel.name
    }
}
// @end order-cell
