import CellKit
import Events
@testable import SideTable
import TypeErasure

/// A view model that says when it has changed, and a label that shows it.
final class CounterVM: INotifyOnChanged {
    let name: String
    private(set) var count = 0
    init(_ name: String) { self.name = name }

    func bump() {
        count += 1
        changed.raise()
    }
}

final class CounterLabel: IHaveViewModel {
    typealias ViewModel = CounterVM
    /// Every text `viewModelChanged` showed, in order.
    private(set) var shown: [String] = []

    func viewModelChanged(_ viewModel: CounterVM) {
        shown.append("\(viewModel.name) \(viewModel.count)")
    }
}

/// Runs `body` with a fresh side table as `SideTable.current`.
func withOwnTable(_ body: (SideTable) throws -> Void) throws {
    let table = SideTable()
    try SideTable.$current.withValue(table) { try body(table) }
}

func checks() -> [Check] {
    [
        Check("a raise of the view model's changed shows it again") {
            try withOwnTable { _ in
                let label = CounterLabel()
                let counter = CounterVM("taps")
                label.viewModel = counter
                counter.bump()
                counter.bump()
                try expectEqual(label.shown, ["taps 0", "taps 1", "taps 2"], "the view model raised changed twice, but the label was shown \(label.shown): subscribe to its changed event and call viewModelChanged on every raise")
            }
        },
        Check("after another view model is set, the old one's raise reaches nothing") {
            try withOwnTable { _ in
                let label = CounterLabel()
                let old = CounterVM("old")
                let new = CounterVM("new")
                label.viewModel = old
                label.viewModel = new
                old.bump()
                try expect(!label.shown.contains("old 1") && label.shown.count == 2, "after the label was given another view model, the old one's raise still reached it (shown: \(label.shown)): unsubscribe from the old view model before storing the new one")
                new.bump()
                try expectEqual(label.shown, ["old 0", "new 0", "new 1"], "the new view model's raise did not reach the label (shown: \(label.shown)): subscribe to the view model you store")
                try expectEqual(old.changed.subscriberCount, 0, "the old view model's event still counts the label among its subscribers")
                try expectEqual(new.changed.subscriberCount, 1, "the new view model's event should have the label as its one subscriber")
            }
        },
        Check("setting nil stops following the view model") {
            try withOwnTable { _ in
                let label = CounterLabel()
                let counter = CounterVM("taps")
                label.viewModel = counter
                label.viewModel = nil
                counter.bump()
                try expectEqual(label.shown, ["taps 0"], "the label was given nil, yet the view model's raise reached it: unsubscribe whatever replaces the old view model, nil too")
                try expectEqual(counter.changed.subscriberCount, 0, "after nil, the view model's event still has the label as a subscriber")
            }
        },
        Check("a view model whose screen has gone dies: the handler does not hold it") {
            try withOwnTable { table in
                var label: CounterLabel? = CounterLabel()
                var counter: CounterVM? = CounterVM("taps")
                weak let probe = counter
                label!.viewModel = counter
                counter = nil
                label = nil
                table.purge()
                try expect(probe == nil, "the label is gone and the side table purged, yet its view model is alive: the handler captures the view model, the event keeps the handler, and the view model keeps its event (a cycle). Read the view model back from the handler's argument instead")
            }
        },
    ]
}
