import ConsoleViews

/// Not a cell: the panel under the list that shows the selected order. It takes the same view
/// model type as `OrderCell`, so "anything that shows an `OrderVM`" now has two members.
final class OrderSummaryView: View, IHaveViewModel {
    private let title = Label(text: "Selected: none")

    override init() {
        super.init()
        addSubview(title)
    }

    var anyViewModel: Any? {
        didSet {
            guard let viewModel = anyViewModel as? OrderVM else { return }
            viewModelChanged(viewModel)
        }
    }

    var viewModel: OrderVM? {
        get { anyViewModel as? OrderVM }
        set { anyViewModel = newValue }
    }

    func viewModelChanged(_ viewModel: OrderVM) {
        title.text = "Selected: \(viewModel.name)"
    }
}
