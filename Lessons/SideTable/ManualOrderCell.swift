import ConsoleViews
import TypeErasure

/// The cell as the type-erasure lesson left it: every view that has a view model writes
/// these ten lines again, because only the type itself can store `anyViewModel`.
final class ManualOrderCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

    // @snippet manual-order-cell-storage
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
    // @end manual-order-cell-storage

    func viewModelChanged(_ viewModel: OrderVM) {
        textLabel.text = viewModel.name
    }
}
