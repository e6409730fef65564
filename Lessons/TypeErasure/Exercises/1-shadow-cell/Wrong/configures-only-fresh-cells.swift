// wrong: gives a view model only to a cell that has none yet, so a reused cell keeps showing the row it was made for
// caught by: each row gets its own view model, reused cells included
import ConsoleViews
@testable import TypeErasure

/// A note from the customer, shown under their orders.
final class NoteVM {
    let text: String

    init(text: String) {
        self.text = text
    }
}

/// The cell that shows a note.
final class NoteCell: TableViewCell, IHaveViewModel {
    typealias ViewModel = NoteVM

    // Stored once, untyped: what code that does not know the cell's class sets.
    var anyViewModel: Any? {
        didSet {
            // A value of another type is ignored, as in the article.
            guard let viewModel = anyViewModel as? ViewModel else { return }
            viewModelChanged(viewModel)
        }
    }

    // A typed window onto the same storage, for code that knows the cell.
    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }

    func viewModelChanged(_ viewModel: NoteVM) {
        textLabel.text = "Note: \(viewModel.text)"
    }
}

/// A table's rows, each a cell identifier and that cell's view model.
final class RowsDataSource: TableViewDataSource {
    let rows: [OrdersVM.Row]

    init(rows: [OrdersVM.Row]) {
        self.rows = rows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.cellIdentifier, for: indexPath)
        // Any cell that takes a view model, of any class, through the shadow protocol.
        if let cell = cell as? IHaveAnyViewModel, cell.anyViewModel == nil {
            cell.anyViewModel = row.viewModel
        }
        return cell
    }
}
