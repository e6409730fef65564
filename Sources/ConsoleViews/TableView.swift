/// A row's position: `IndexPath` without sections, which no lesson needs.
public struct IndexPath: Hashable, Sendable, CustomStringConvertible {
    public var row: Int
    public init(row: Int) { self.row = row }
    public var description: String { "[\(row)]" }
}

/// A reusable row of a `TableView`: `UITableViewCell`.
open class TableViewCell: View {
    public let reuseIdentifier: String
    public let textLabel = Label()

    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
    }

    /// Called before a cell is handed out again for another row.
    open func prepareForReuse() {
        textLabel.text = nil
    }
}

/// Where a table gets its rows: `UITableViewDataSource`.
public protocol TableViewDataSource: AnyObject {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// A list of rows drawn by reusable cells: `UITableView`.
///
/// Like UIKit it asks its data source only for the rows on screen (`visibleRows`) and reuses
/// cells: a reload hands the previous cells back out through `dequeueReusableCell`, so a cell
/// can show one order and then another. `cellsCreated` shows how few cells that takes.
public final class TableView: View {
    public weak var dataSource: (any TableViewDataSource)?
    /// How many rows fit on the console "screen".
    public var visibleRows: Int
    public private(set) var reloadCount = 0
    public private(set) var cellsCreated = 0
    public private(set) var numberOfRows = 0
    /// The row at the top of the screen: 0 until the table is scrolled.
    public private(set) var firstVisibleRow = 0

    private var cellTypes: [String: TableViewCell.Type] = [:]
    private var reusable: [TableViewCell] = []
    private var visibleCells: [TableViewCell] = []

    public init(visibleRows: Int = 5) {
        self.visibleRows = visibleRows
    }

    public func register(_ type: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellTypes[identifier] = type
    }

    /// A cell for `indexPath`: a reused one if any is free, else a new one of the registered type.
    /// An identifier nobody registered is a programming error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let index = reusable.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let cell = reusable.remove(at: index)
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellTypes[identifier] else {
            preconditionFailure("no cell registered for reuse identifier '\(identifier)'")
        }
        cellsCreated += 1
        return type.init(reuseIdentifier: identifier)
    }

    /// Asks the data source again for the number of rows and a cell for each visible row. As in
    /// UIKit, the table stays where it was scrolled to, as far as the new rows reach.
    public func reloadData() {
        reloadCount += 1
        numberOfRows = dataSource.map { $0.tableView(self, numberOfRowsInSection: 0) } ?? 0
        showRows(from: firstVisibleRow)
    }

    /// Scrolls until `indexPath` is the last row on screen (`scrollToRow(at:at: .bottom, animated:)`):
    /// the rows that come into view get their cells from the data source, reused ones first.
    public func scrollToRow(at indexPath: IndexPath) {
        showRows(from: indexPath.row - visibleRows + 1)
    }

    /// Hands the cells on screen back for reuse and asks for those of the rows from `first` on.
    private func showRows(from first: Int) {
        reusable += visibleCells
        visibleCells = []
        firstVisibleRow = max(min(first, numberOfRows - visibleRows), 0)
        guard let dataSource else { return }
        for row in firstVisibleRow..<min(numberOfRows, firstVisibleRow + visibleRows) {
            visibleCells.append(dataSource.tableView(self, cellForRowAt: IndexPath(row: row)))
        }
    }

    /// The cells on screen, top to bottom.
    public var cells: [TableViewCell] { visibleCells }

    public override func render() -> [String] {
        if numberOfRows == 0 { return ["(no rows)"] }
        var lines = visibleCells.flatMap { $0.render() }
        if firstVisibleRow > 0 {
            lines.insert("... \(firstVisibleRow) row\(firstVisibleRow == 1 ? "" : "s") above", at: 0)
        }
        let below = numberOfRows - firstVisibleRow - visibleCells.count
        if below > 0 {
            lines.append("... \(below) more row\(below == 1 ? "" : "s")")
        }
        return lines
    }
}
