import ConsoleViews

/// A row of the orders table; it shows its view model's name.
final class OrderCell: TableViewCell {
    var viewModel: OrderVM? {
        didSet { textLabel.text = viewModel?.name }
    }
}
