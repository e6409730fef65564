import ConsoleViews
import TypeErasure

// @snippet manual-order-cell
/// The cell as the type-erasure lesson left it: every view that has a view model writes
/// these ten lines again, because only the type itself can store `anyViewModel`.
final class ManualOrderCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

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

    func viewModelChanged(_ viewModel: OrderVM) {
        textLabel.text = viewModel.name
    }
}
// @end manual-order-cell
