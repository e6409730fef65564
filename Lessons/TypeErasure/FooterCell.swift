import ConsoleViews

// @snippet footer-cell
/// The last row: a fixed line with no view model. It does not conform to `IHaveAnyViewModel`,
/// so the data source's cast gives nil and leaves it alone.
final class FooterCell: TableViewCell {
    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.text = "(end of list)"
    }

    // Nothing to clear: the text never changes.
    override func prepareForReuse() {}
}
// @end footer-cell
