import ConsoleViews
import TypeErasure

// @snippet order-cell
/// The same cell with the default implementation: all that is left is what it shows.
final class OrderCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

    func viewModelChanged(_ viewModel: OrderVM) {
        textLabel.text = viewModel.name
    }
}
// @end order-cell
