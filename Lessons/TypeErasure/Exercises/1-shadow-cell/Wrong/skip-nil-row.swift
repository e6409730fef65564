// wrong: the data source only configures a cell when the row has a view model, so a reused cell given a row with a nil view model keeps its previous view model.
// caught by: a reused cell gets its row's view model, nil included
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

    var anyViewModel: Any? {
        didSet {
            guard let viewModel = anyViewModel as? NoteVM else { return }
            viewModelChanged(viewModel)
        }
    }

    var viewModel: NoteVM? {
        get { anyViewModel as? NoteVM }
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
        if let viewModel = row.viewModel, let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = viewModel
        }
        return cell
    }
}
