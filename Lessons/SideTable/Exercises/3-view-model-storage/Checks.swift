import CellKit
@testable import SideTable
import TypeErasure

/// A row's view model, and a cell that writes only `viewModelChanged`: everything else must
/// come from your extension.
class RowVM {
    let title: String
    init(_ title: String) { self.title = title }
}

/// A row's view model of a more special kind: still a `RowVM`.
final class StarredRowVM: RowVM {}

final class TitleCell: IHaveViewModel {
    typealias ViewModel = RowVM

    /// What `viewModelChanged` was called with, and whether `viewModel` already read it then.
    private(set) var shown: [String] = []
    private(set) var storedBeforeCall: [Bool] = []

    func viewModelChanged(_ viewModel: RowVM) {
        shown.append(viewModel.title)
        storedBeforeCall.append(self.viewModel === viewModel)
    }
}

/// Runs `body` with a fresh side table as `SideTable.current`, as the lesson's tests do.
func withOwnTable(_ body: (SideTable) throws -> Void) throws {
    let table = SideTable()
    try SideTable.$current.withValue(table) { try body(table) }
}

func checks() -> [Check] {
    [
        Check("setting anyViewModel, as a data source does, calls viewModelChanged with it") {
            try withOwnTable { _ in
                let cell = TitleCell()
                let untyped: any IHaveAnyViewModel = cell
                untyped.anyViewModel = RowVM("Pizza #1")
                try expectEqual(cell.shown, ["Pizza #1"], "the data source set a RowVM through anyViewModel: the setter should call viewModelChanged with it, once")
                try expectEqual(cell.storedBeforeCall, [true], "when viewModelChanged ran, viewModel did not read the new view model yet: store it first, then call viewModelChanged")
            }
        },
        Check("the view model reads back, typed and untyped") {
            try withOwnTable { _ in
                let cell = TitleCell()
                let pizza = RowVM("Pizza #1")
                cell.anyViewModel = pizza
                try expect(cell.viewModel === pizza, "after setting anyViewModel, viewModel should read the same RowVM: the getter should read it back from the side table")
                try expect(cell.anyViewModel as? RowVM === pizza, "anyViewModel should read back the RowVM it was set to")
                let salad = RowVM("Salad #2")
                cell.viewModel = salad
                try expect(cell.viewModel === salad, "after setting viewModel to another RowVM, viewModel should read the new one")
                try expectEqual(cell.shown, ["Pizza #1", "Salad #2"], "each view model set should reach viewModelChanged")
            }
        },
        Check("each cell keeps its own view model") {
            try withOwnTable { _ in
                let first = TitleCell()
                let second = TitleCell()
                first.anyViewModel = RowVM("Pizza #1")
                second.anyViewModel = RowVM("Salad #2")
                try expectEqual(first.viewModel?.title, "Pizza #1", "the first cell should still read its own view model after the second got one: keep each under its own cell (self is the owner)")
                try expectEqual(second.viewModel?.title, "Salad #2", "the second cell should read its own view model")
            }
        },
        Check("a view model of the wrong type is dropped, and viewModelChanged is not called") {
            try withOwnTable { _ in
                let cell = TitleCell()
                cell.anyViewModel = RowVM("Pizza #1")
                cell.anyViewModel = "not a RowVM"
                try expectEqual(cell.shown, ["Pizza #1"], "viewModelChanged should be called once, with the RowVM, and not for the String")
                try expect(cell.anyViewModel == nil, "the cell was given a String, which is not its ViewModel, and anyViewModel reads \(cell.anyViewModel.map { "\"\($0)\"" } ?? "nil"): store `newValue as? ViewModel`, so a wrong value stores nil")
            }
        },
        Check("the view model lives in SideTable.current, retained, as long as its cell") {
            try withOwnTable { table in
                var cell: TitleCell? = TitleCell()
                var pizza: RowVM? = RowVM("Pizza #1")
                weak let probe = pizza
                cell!.anyViewModel = pizza
                pizza = nil
                try expectEqual(table.ownerCount.live, 1, "the side table bound as SideTable.current has no entry for the cell: keep the view model in SideTable.current[self, viewModelKey], not in a table or dictionary of your own")
                try expect(probe != nil, "the cell's view model died as soon as nobody else held it: the table should retain it, the way a stored property would")
                cell!.anyViewModel = nil
                try expectEqual(table.ownerCount.live, 0, "setting the view model to nil should remove it from the side table")
                cell!.anyViewModel = RowVM("Salad #2")
                cell = nil
                table.purge()
                try expectEqual(table.ownerCount.live + table.ownerCount.dead, 0, "the cell died, and after purge the table should hold nothing for it")
            }
        },
        Check("a subclass of the cell's ViewModel is its ViewModel too") {
            try withOwnTable { _ in
                let cell = TitleCell()
                let starred = StarredRowVM("Pizza #1")
                cell.anyViewModel = starred
                try expect(cell.viewModel === starred, "the cell was given a StarredRowVM, a subclass of RowVM, and did not keep it: `newValue as? ViewModel` accepts subclasses, a comparison of types does not")
                try expectEqual(cell.shown, ["Pizza #1"], "the cell was given a StarredRowVM, a RowVM too, and should have shown it")
            }
        },
        Check("setting nil on a cell that has nothing stores nothing and shows nothing") {
            try withOwnTable { table in
                let cell = TitleCell()
                cell.anyViewModel = nil
                cell.viewModel = nil
                try expect(cell.shown.isEmpty && cell.anyViewModel == nil, "the cell was given nil twice and showed \(cell.shown): nil is no view model, so there is nothing to show")
                try expectEqual(table.ownerCount.live, 0, "setting nil on a cell with no view model put an entry in the side table")
            }
        },
        exploredStorage(),
    ]
}

/// One step of an explored sequence, on two cells.
enum Step {
    /// `cell` is given `value`: a view model's title, "a String", or nil.
    case set(String, String?)
    case release(String)

    var words: String {
        switch self {
        case .set(let cell, "a String"?): "give \(cell) a String"
        case .set(let cell, let title?): "give \(cell) the view model \(title)"
        case .set(let cell, nil): "give \(cell) nil"
        case .release(let cell): "\(cell) is let go, and the side table purged"
        }
    }
}

func exploredStorage() -> Check {
    Check("whatever the cells are given, each reads back its own last view model and showed each one once") {
        try explore(operation: { random in
            let cell = random.pick(["cell1", "cell2"])
            if random.chance(15) { return Step.release(cell) }
            return .set(cell, random.pick(["Pizza", "Salad", "a String", nil]))
        }, describe: \.words, simpler: { step in
            if case .set(let cell, _?) = step { return [.set(cell, nil)] }
            return []
        }) { steps in
            try withOwnTable { table in
                var cells: [String: TitleCell] = [:]
                var model: [String: (current: String?, shown: [String])] = [:]
                var probes: [() -> AnyObject?] = []
                for step in steps {
                    switch step {
                    case .set(let name, let value):
                        let cell = cells[name] ?? TitleCell()
                        cells[name] = cell
                        let viewModel = value.flatMap { $0 == "a String" ? nil : RowVM($0) }
                        if let viewModel { probes.append { [weak viewModel] in viewModel } }
                        cell.anyViewModel = value == "a String" ? "a String" : viewModel
                        model[name, default: (nil, [])].current = viewModel?.title
                        if let viewModel { model[name]!.shown.append(viewModel.title) }
                    case .release(let name):
                        cells[name] = nil
                        model[name] = nil
                        table.purge()
                    }
                    for (name, cell) in cells {
                        try expectEqual(cell.viewModel?.title, model[name]?.current ?? nil, "\(name) should read back the last view model it was given, and nil after nil or a String")
                        try expectEqual(cell.shown, model[name]?.shown ?? [], "\(name) should have shown each view model it was given, once, in order")
                    }
                }
                cells.removeAll()
                table.purge()
                try expect(probes.allSatisfy { $0() == nil }, "once every cell was let go and the side table purged, a view model was still alive: keep it only in the side table, under the cell")
            }
        }
    }
}
