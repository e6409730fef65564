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

/// A table with every kind of cell registered, filled by the learner's data source; scrolled to
/// `scrolledTo` when given, so that cells are handed back and reused for other rows.
func renderTable(_ rows: [OrdersVM.Row], visibleRows: Int = 10, scrolledTo last: Int? = nil) -> [String] {
    loadTable(rows, visibleRows: visibleRows, scrolledTo: last).render()
}

func loadTable(_ rows: [OrdersVM.Row], visibleRows: Int, scrolledTo last: Int?) -> TableView {
    let table = TableView(visibleRows: visibleRows)
    table.register(CustomerCell.self, forCellReuseIdentifier: "customer")
    table.register(OrderCell.self, forCellReuseIdentifier: "order")
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.register(FooterCell.self, forCellReuseIdentifier: "footer")
    let dataSource = RowsDataSource(rows: rows)
    table.dataSource = dataSource  // weak, as in UIKit: keep it alive while the table loads
    withExtendedLifetime(dataSource) {
        table.reloadData()
        if let last { table.scrollToRow(at: IndexPath(row: last)) }
    }
    return table
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
        Check("each row gets its own view model, reused cells included") {
            let notes = ["Ring twice", "Call first", "Leave at the door", "Deliver after 6 pm"]
            let rows = notes.map { OrdersVM.Row(cellIdentifier: "note", viewModel: NoteVM(text: $0)) }
            try expectEqual(renderTable(rows), notes.map { "Note: \($0)" }, "the notes are not shown each in its own row: give every cell the view model of the row it is dequeued for")
            try expectEqual(renderTable(rows, visibleRows: 2, scrolledTo: 3).suffix(2), ["Note: Leave at the door", "Note: Deliver after 6 pm"], "after scrolling, the reused cells do not show their new rows' notes: set the view model on every dequeued cell, a reused one too")
        },
        Check("a reused cell gets its row's view model, nil included") {
            let rows: [OrdersVM.Row] = [
                .init(cellIdentifier: "note", viewModel: NoteVM(text: "Ring twice")),
                .init(cellIdentifier: "note", viewModel: nil),
            ]
            let table = loadTable(rows, visibleRows: 1, scrolledTo: 1)
            try expect(table.cells.first is NoteCell, "the second row's cell is not a NoteCell: dequeue the cell the row names")
            let held = (table.cells.first as? IHaveAnyViewModel)?.anyViewModel
            try expect(held == nil, "the NoteCell reused for a row whose view model is nil still holds the NoteVM of the row it showed before: give every cell that takes a view model its row's view model, nil included")
        },
        exploredCell(),
    ]
}

/// One step of an explored sequence on one NoteCell: what is set, and through which property.
enum CellStep {
    case note(String, typed: Bool)
    case order
    case none(typed: Bool)

    var words: String {
        switch self {
        case .note(let text, true): "viewModel = NoteVM(\"\(text)\")"
        case .note(let text, false): "anyViewModel = NoteVM(\"\(text)\")"
        case .order: "anyViewModel = an OrderVM"
        case .none(true): "viewModel = nil"
        case .none(false): "anyViewModel = nil"
        }
    }
}

func exploredCell() -> Check {
    Check("whatever is set, through either property, viewModel and anyViewModel agree and a NoteVM is shown") {
        try explore(operation: { random -> CellStep in
            switch random.int(in: 0...5) {
            case 0...2: return .note(random.pick(["Ring twice", "Call first"]), typed: random.chance(50))
            case 3...4: return .order
            default: return .none(typed: random.chance(50))
            }
        }, describe: \.words) { steps in
            let cell = NoteCell(reuseIdentifier: "note")
            var stored: AnyObject?
            var shown: String?
            for step in steps {
                switch step {
                case .note(let text, let typed):
                    let note = NoteVM(text: text)
                    if typed { cell.viewModel = note } else { cell.anyViewModel = note }
                    stored = note
                    shown = "Note: \(text)"
                case .order:
                    let order = OrderVM(order: Order(name: "Order", id: 1))
                    cell.anyViewModel = order
                    stored = order
                case .none(let typed):
                    if typed { cell.viewModel = nil } else { cell.anyViewModel = nil }
                    stored = nil
                    shown = nil
                }
                try expect((cell.anyViewModel as AnyObject?) === stored, "anyViewModel does not hold the last view model set, through either property")
                try expect(cell.viewModel === (stored as? NoteVM), "viewModel is not the last view model set when that is a NoteVM, or nil when it is not")
                if let shown { try expectEqual(cell.render(), [shown], "the cell does not show the last NoteVM set (a view model of another type leaves it as it was)") }
            }
        }
    }
}
