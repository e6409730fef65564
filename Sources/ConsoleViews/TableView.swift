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

    /// Asks the data source again for the number of rows and a cell for each visible row.
    public func reloadData() {
        reloadCount += 1
        reusable += visibleCells
        visibleCells = []
        guard let dataSource else {
            numberOfRows = 0
            return
        }
        numberOfRows = dataSource.tableView(self, numberOfRowsInSection: 0)
        for row in 0..<min(numberOfRows, visibleRows) {
            visibleCells.append(dataSource.tableView(self, cellForRowAt: IndexPath(row: row)))
        }
    }

    /// The cells on screen, top to bottom.
    public var cells: [TableViewCell] { visibleCells }

    public override func render() -> [String] {
        if numberOfRows == 0 { return ["(no rows)"] }
        var lines = visibleCells.flatMap { $0.render() }
        if numberOfRows > visibleCells.count {
            lines.append("... \(numberOfRows - visibleCells.count) more rows")
        }
        return lines
    }
}
