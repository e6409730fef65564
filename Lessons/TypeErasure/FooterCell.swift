import ConsoleViews

/// The last row: a fixed line, no view model, not `IHaveAnyViewModel`.
// @snippet footer-cell
final class FooterCell: TableViewCell {
    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.text = "(end of list)"
    }

    // Nothing to clear: the text never changes.
    override func prepareForReuse() {}
}
// @end footer-cell
