import ConsoleViews

/// The article's first `OrderCell`: a standard cell that shows its view model's name.
// @snippet draft-order-cell
final class DraftOrderCell: TableViewCell, IHaveViewModelDraft {
    var viewModel: OrderVM? {
        // Setting a view model is what makes the cell update itself.
        didSet {
            guard let viewModel else { return }
            viewModelChanged(viewModel)
        }
    }
    func viewModelChanged(_ viewModel: OrderVM) {
        textLabel.text = viewModel.name
    }
}
// @end draft-order-cell
