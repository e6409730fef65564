import CellKit
import ConsoleViews
@testable import TypeErasure

/// A kind of cell the learner's file has never heard of, with a view model of its own.
final class BadgeVM {
    let count: Int

    init(count: Int) {
        self.count = count
    }
}

final class BadgeCell: TableViewCell, IHaveViewModel {
    var anyViewModel: Any? {
        didSet {
            guard let viewModel = anyViewModel as? BadgeVM else { return }
            viewModelChanged(viewModel)
        }
    }

    var viewModel: BadgeVM? {
        get { anyViewModel as? BadgeVM }
        set { anyViewModel = newValue }
    }

    func viewModelChanged(_ viewModel: BadgeVM) {
        textLabel.text = "[\(viewModel.count) new]"
    }
}

/// A table with every kind of cell registered, filled by the learner's data source.
func renderTable(_ rows: [OrdersVM.Row]) -> [String] {
    let table = TableView(visibleRows: 10)
    table.register(CustomerCell.self, forCellReuseIdentifier: "customer")
    table.register(OrderCell.self, forCellReuseIdentifier: "order")
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.register(FooterCell.self, forCellReuseIdentifier: "footer")
    let dataSource = RowsDataSource(rows: rows)
    table.dataSource = dataSource  // weak, as in UIKit: keep it alive while the table loads
    withExtendedLifetime(dataSource) { table.reloadData() }
    return table.render()
}

func checks() -> [Check] {
    [
        Check("a NoteCell given a NoteVM through anyViewModel shows the note") {
            let cell = NoteCell(reuseIdentifier: "note")
            cell.anyViewModel = NoteVM(text: "Deliver after 6 pm")
            try expectEqual(cell.render(), ["Note: Deliver after 6 pm"], "setting anyViewModel did not show the note: in its didSet, cast the value to NoteVM and call viewModelChanged")
        },
        Check("viewModel and anyViewModel are one storage") {
            let cell = NoteCell(reuseIdentifier: "note")
            let first = NoteVM(text: "Ring twice")
            cell.viewModel = first
            try expect((cell.anyViewModel as? NoteVM) === first, "after setting viewModel, anyViewModel does not hold that NoteVM: the typed setter writes anyViewModel")
            try expectEqual(cell.render(), ["Note: Ring twice"], "setting viewModel did not show the note")
            let second = NoteVM(text: "Leave at the door")
            cell.anyViewModel = second
            try expect(cell.viewModel === second, "after setting anyViewModel, viewModel does not return that NoteVM: the typed getter reads anyViewModel with a cast")
        },
        Check("the data source gives every row its view model: customer, order, note, footer") {
            let lines = renderTable([
                .init(cellIdentifier: "customer", viewModel: CustomerVM(customerId: 42)),
                .init(cellIdentifier: "order", viewModel: OrderVM(order: Order(name: "Order", id: 1))),
                .init(cellIdentifier: "note", viewModel: NoteVM(text: "Deliver after 6 pm")),
                .init(cellIdentifier: "footer", viewModel: nil),
            ])
            try expectEqual(lines, ["── Customer 42 ──", "Order #1", "Note: Deliver after 6 pm", "(end of list)"], "the table does not show its rows: in cellForRowAt, cast the cell to IHaveAnyViewModel and set anyViewModel")
        },
        Check("the data source configures a cell it has never heard of") {
            let lines = renderTable([
                .init(cellIdentifier: "badge", viewModel: BadgeVM(count: 3)),
                .init(cellIdentifier: "note", viewModel: NoteVM(text: "Call first")),
            ])
            try expectEqual(lines, ["[3 new]", "Note: Call first"], "a BadgeCell (a class of the checks') stayed blank: configure cells through the protocol, not by their classes")
        },
        Check("a view model of another type leaves a NoteCell as it was, without a crash") {
            let cell = NoteCell(reuseIdentifier: "note")
            cell.anyViewModel = NoteVM(text: "Ring twice")
            try expectEqual(cell.render(), ["Note: Ring twice"], "a NoteCell given a NoteVM does not show it yet (see the first check)")
            cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 2))
            try expectEqual(cell.render(), ["Note: Ring twice"], "an OrderVM set on a NoteCell changed what it shows: only a NoteVM is shown, anything else is ignored")
            try expect(cell.viewModel == nil, "viewModel returned something while anyViewModel holds an OrderVM: the typed getter casts, and the cast fails")
        },
    ]
}
