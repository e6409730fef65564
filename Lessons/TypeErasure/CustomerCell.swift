import ConsoleViews

/// A second kind of cell with a view model of another type. The same shadow code as
/// `OrderCell`, word for word except the type: the boilerplate lesson `side-table` removes.
final class CustomerCell: TableViewCell, IHaveViewModel {
    var anyViewModel: Any? {
        didSet {
            guard let viewModel = anyViewModel as? CustomerVM else { return }
            viewModelChanged(viewModel)
        }
    }

    var viewModel: CustomerVM? {
        get { anyViewModel as? CustomerVM }
        set { anyViewModel = newValue }
    }

    func viewModelChanged(_ viewModel: CustomerVM) {
        textLabel.text = "── \(viewModel.name) ──"
    }
}
