// right: the cell's didSet switches on the value's type, and the data source configures through optional chaining
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
    var anyViewModel: Any? {
        didSet {
            switch anyViewModel {
            case let note as NoteVM: viewModelChanged(note)
            default: break
            }
        }
    }

    var viewModel: NoteVM? {
        get {
            if let note = anyViewModel as? NoteVM { return note }
            return nil
        }
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
        let cell = tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row].cellIdentifier, for: indexPath)
        (cell as? IHaveAnyViewModel)?.anyViewModel = rows[indexPath.row].viewModel
        return cell
    }
}
