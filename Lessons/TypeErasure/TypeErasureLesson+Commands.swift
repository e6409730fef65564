import ConsoleViews
import LessonKit

/// The lesson's commands: they poke the live orders screen the lesson keeps (`Live`), fresh
/// on every `open` and `reset`.
extension TypeErasureLesson {
    public var commands: [LessonCommand] {
        [cellsCommand, cellCommand, bindCommand, reloadCommand, ordersCommand]
    }

    static let viewModelKinds = ["order", "customer", "nil"]

    var cellsCommand: LessonCommand {
        LessonCommand(
            "cells",
            summary: "rows, their cells and view models; reuse counts"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            let table = live.screen.tableView
            let rows = table.cells.enumerated().map { row, cell in
                [" \(row)", live.label(cell), cell.reuseIdentifier, live.describeViewModel(of: cell)]
            }
            for line in Self.columns([["row", "cell", "reuse id", "anyViewModel"]] + rows) {
                print(line)
            }
            print("rows: \(table.numberOfRows), on screen: \(table.cells.count) (room for \(table.visibleRows))")
            print("cells created: \(table.cellsCreated), reloads: \(table.reloadCount)")
        }
    }

    var cellCommand: LessonCommand {
        LessonCommand(
            "cell",
            usage: "<row>",
            summary: "what a row's cell conforms to, holds and shows",
            complete: { [live] index, _ in index == 0 ? live.rowNumbers : [] }
        ) { [live] arguments in
            let cell = try live.cell(arguments)
            try arguments.expectAtMost(1)
            print("row \(arguments.values[0]): \(live.label(cell)), reuse identifier '\(cell.reuseIdentifier)'")
            guard let someCell = cell as? IHaveAnyViewModel else {
                print("  not IHaveAnyViewModel: the data source's cast gives nil and leaves it alone")
                print("  shows: \(cell.render())")
                return
            }
            let takes = (cell as? any IHaveViewModel).map { "\(viewModelType(of: $0))" } ?? "?"
            print("  IHaveAnyViewModel, and IHaveViewModel<\(takes)>")
            print("  anyViewModel: \(Live.describe(someCell.anyViewModel))")
            // Reading through `any IHaveViewModel` works (step 2): the typed getter, as Any?.
            let typed = (cell as? any IHaveViewModel)?.viewModel
            print("  viewModel:    \(Live.describe(typed))")
            print("  shows: \(cell.render())")
            if someCell.anyViewModel != nil, typed == nil {
                print("  the cell ignored its view model: it takes \(takes), and `as? \(takes)` gave nil")
            } else if someCell.anyViewModel == nil, !(cell.textLabel.text ?? "").isEmpty {
                print("  it holds no view model, yet shows what its last one set")
            }
        }
    }

    var bindCommand: LessonCommand {
        LessonCommand(
            "bind",
            usage: "<row> <kind> [id]",
            summary: "set a cell's anyViewModel (order, customer, nil)",
            complete: { [live] index, previous in
                switch index {
                case 0: live.rowNumbers
                case 1: Self.viewModelKinds
                case 2 where previous.last?.lowercased() == "order": ["7"]
                case 2 where previous.last?.lowercased() == "customer": ["7"]
                default: []
                }
            }
        ) { [live] arguments in
            let cell = try live.cell(arguments)
            let kind = try arguments.choice(1, "view model", from: Self.viewModelKinds)
            let viewModel: Any?
            switch kind {
            case "order":
                let id = try arguments.int(2, "order id", in: 1...999_999)
                viewModel = OrderVM(order: Order(name: "Order", id: id))
            case "customer":
                let id = try arguments.int(2, "customer id", in: 1...999_999)
                viewModel = CustomerVM(customerId: id)
            default:
                viewModel = nil
            }
            if kind == "nil", let extra = arguments.optional(2) {
                throw CommandError("nil takes no id, so '\(extra.shortened)' is not expected")
            }
            try arguments.expectAtMost(3)
            // Made here, held by the cell alone: `lifetimes` shows it go at the next reload.
            if let made = viewModel { live.lifetimes.track(numbered: made as AnyObject, label: "bind \(arguments.values[0])") }

            let row = arguments.values[0]
            // The data source's two lines, on one cell.
            if let someCell = cell as? IHaveAnyViewModel {
                someCell.anyViewModel = viewModel
                print("row \(row): \(live.label(cell)).anyViewModel = \(Live.describe(viewModel))")
                let typed = (cell as? any IHaveViewModel)?.viewModel
                if viewModel == nil {
                    print("the cell's didSet returned early: it still shows what it showed")
                } else if typed == nil {
                    print("the cell ignored it: `as?` to the type it takes gave nil; nothing says so")
                }
                print(live.screen.render().joined(separator: "\n"))
                print("'reload' asks the data source again, which sets each row's own view model back")
            } else {
                print("row \(row): \(live.label(cell)) is not IHaveAnyViewModel: the cast gives nil, nothing is set")
            }
        }
    }

    var reloadCommand: LessonCommand {
        LessonCommand(
            "reload",
            summary: "reloadData(): configure every visible row again"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            let table = live.screen.tableView
            let before = table.cellsCreated
            table.reloadData()
            print(live.screen.render().joined(separator: "\n"))
            print("reload #\(table.reloadCount): \(table.cells.count) rows configured, \(table.cellsCreated - before) new cells (the rest reused)")
        }
    }

    var ordersCommand: LessonCommand {
        LessonCommand(
            "orders",
            usage: "<count>",
            summary: "give the screen an OrdersVM with this many orders",
            complete: { index, _ in index == 0 ? ["0", "3", "100"] : [] }
        ) { [live] arguments in
            let count = try arguments.int(0, "order count", in: 0...1000)
            try arguments.expectAtMost(1)
            let table = live.screen.tableView
            let before = table.cellsCreated
            // Setting the view model calls viewModelChanged, which reloads the table.
            let made = Live.ordersVM(count: count)
            live.lifetimes.track(numbered: made, label: "orders \(count)")
            live.screen.viewModel = made
            print(live.screen.render().joined(separator: "\n"))
            print("\(table.numberOfRows) rows, \(table.cells.count) on screen; \(table.cellsCreated - before) new cells, \(table.cellsCreated) in all")
        }
    }

    /// Lines of left-aligned columns, two spaces apart.
    static func columns(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text + String(repeating: " ", count: widths[column] - text.count)
            }
            .joined(separator: "  ")
        }
    }
}

/// The view model type a view takes, read by opening the existential (step 17's trick).
func viewModelType<V: IHaveViewModel>(of view: V) -> Any.Type {
    V.ViewModel.self
}

extension TypeErasureLesson.Live {
    /// Row numbers of the cells on screen, for completion.
    var rowNumbers: [String] {
        screen.tableView.cells.indices.map(String.init)
    }

    /// The on-screen cell at the row in argument 0, or a clear error.
    func cell(_ arguments: CommandArguments) throws -> TableViewCell {
        let cells = screen.tableView.cells
        let row = try arguments.int(0, "row", in: 0...max(0, cells.count - 1))
        return cells[row]
    }

    /// What a cell's `anyViewModel` holds, or why it has none.
    func describeViewModel(of cell: TableViewCell) -> String {
        guard let cell = cell as? IHaveAnyViewModel else { return "- (not IHaveAnyViewModel)" }
        return Self.describe(cell.anyViewModel)
    }

    /// `OrderVM "Order #3"`, `CustomerVM "Customer 42"` or `nil`.
    static func describe(_ viewModel: Any?) -> String {
        switch viewModel {
        case let order as OrderVM: "OrderVM \"\(order.name)\""
        case let customer as CustomerVM: "CustomerVM \"\(customer.name)\""
        case let other?: "\(type(of: other))"
        case nil: "nil"
        }
    }
}
