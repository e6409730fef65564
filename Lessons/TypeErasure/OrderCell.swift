import ConsoleViews

/// The article's `OrderCell` with shadow type erasure.
// @snippet order-cell
final class OrderCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

    // For code outside, which does not know (or care) what the cell takes.
    var anyViewModel: Any? {
        didSet {
            // A value of another type is ignored here, without a word.
            guard let viewModel = anyViewModel as? ViewModel else { return }
            viewModelChanged(viewModel)
        }
    }

    // For the cell itself, and for code that does know the type.
    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
    // @end order-cell

    func viewModelChanged(_ viewModel: ViewModel) {
        textLabel.text = viewModel.name
    }
}
