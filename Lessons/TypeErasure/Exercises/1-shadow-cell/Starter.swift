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

    // TODO: the one storage of the view model; show a NoteVM when one is set.
    var anyViewModel: Any?

    // TODO: a typed window onto anyViewModel.
    var viewModel: NoteVM? {
        get { nil }
        set {}
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
        // TODO: give the cell the row's view model, whatever the cell's class.
        return cell
    }
}
