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
    /// For each show, whether `viewModel` already read the view model shown.
    private(set) var storedBeforeShown: [Bool] = []

    func viewModelChanged(_ viewModel: CounterVM) {
        shown.append("\(viewModel.name) \(viewModel.count)")
        storedBeforeShown.append(self.viewModel === viewModel)
    }
}

/// A value that announces changes but is not a `CounterLabel`'s view model.
final class StrangerVM: INotifyOnChanged {}

/// A view model that never says it has changed, and a label for it: storage alone, as in
/// exercise 3.
final class PlainVM {
    let name: String
    init(_ name: String) { self.name = name }
}

final class PlainLabel: IHaveViewModel {
    typealias ViewModel = PlainVM
    private(set) var shown: [String] = []

    func viewModelChanged(_ viewModel: PlainVM) {
        shown.append(viewModel.name)
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
        Check("a view whose view model lives on dies: the subscription does not hold the view") {
            try withOwnTable { table in
                let counter = CounterVM("taps")
                var label: CounterLabel? = CounterLabel()
                weak let probe = label
                label!.viewModel = counter
                label = nil
                table.purge()
                try expect(probe == nil, "the label was let go while its view model lives on, and the label is still alive: the handler holds the view (it captures self). Use the view the event hands the handler, `this`, and capture nothing")
                counter.bump()
                try expectEqual(counter.changed.subscriberCount, 0, "the label is gone, yet the view model's event still counts a live subscriber")
            }
        },
        Check("setting a view model stores it first, then shows it once") {
            try withOwnTable { _ in
                let label = CounterLabel()
                label.viewModel = CounterVM("taps")
                try expectEqual(label.storedBeforeShown, [true], "when viewModelChanged ran, viewModel did not read the new view model yet: store it first, then show it, as exercise 3 did")
                label.anyViewModel = "not a CounterVM"
                try expect(label.viewModel == nil && label.shown == ["taps 0"], "the label was given a String, which is not its ViewModel: it should store nil and show nothing (shown: \(label.shown))")
            }
        },
        Check("setting the same view model again: each raise shows it once") {
            try withOwnTable { _ in
                let label = CounterLabel()
                let counter = CounterVM("taps")
                label.viewModel = counter
                label.viewModel = counter
                let shownBefore = label.shown.count
                counter.bump()
                try expectEqual(Array(label.shown.dropFirst(shownBefore)), ["taps 1"], "the label was given the same view model twice, and then one raise showed it \(label.shown.count - shownBefore) times: after the setter the view follows its view model exactly once")
                try expectEqual(counter.changed.subscriberCount, 1, "the label was given the same view model twice: its event should count the label once")
            }
        },
        Check("two views of one view model both follow it, each until it lets go") {
            try withOwnTable { _ in
                let first = CounterLabel()
                let second = CounterLabel()
                let counter = CounterVM("taps")
                first.viewModel = counter
                second.viewModel = counter
                counter.bump()
                try expect(first.shown.last == "taps 1" && second.shown.last == "taps 1", "two labels show one view model, and its raise did not reach both (the first has shown \(first.shown), the second \(second.shown)): each view subscribes as itself, self, so that every view has its own subscription")
                first.viewModel = nil
                counter.bump()
                try expectEqual(second.shown.last, "taps 2", "the first label let go of the view model, and the second stopped following it too: unsubscribe only the view whose setter runs")
                try expectEqual(first.shown.last, "taps 1", "the first label let go of the view model, yet heard its raise")
            }
        },
        Check("a view model that does not announce changes is stored and shown as before") {
            try withOwnTable { _ in
                let label = PlainLabel()
                let plain = PlainVM("plain")
                label.viewModel = plain
                label.viewModel = PlainVM("other")
                label.viewModel = nil
                try expectEqual(label.shown, ["plain", "other"], "a view model that is no INotifyOnChanged should be stored and shown, with nothing to subscribe to")
                try expect(label.viewModel == nil, "after nil, the label still reads a view model")
            }
        },
        Check("only a view model of the view's type is followed, not any value that announces changes") {
            try withOwnTable { _ in
                let label = CounterLabel()
                let stranger = StrangerVM()
                label.anyViewModel = stranger
                let counter = CounterVM("taps")
                label.viewModel = counter
                stranger.changed.raise()
                try expectEqual(label.shown, ["taps 0"], "the label was given a StrangerVM, which is not its ViewModel and so stored nil, then a CounterVM; the StrangerVM's raise showed the label again: follow the view model you store (`viewModel`), not `newValue`")
                try expectEqual(stranger.changed.subscriberCount, 0, "the label follows the StrangerVM it never stored")
            }
        },
        exploredFollowing(),
    ]
}

/// One step of an explored sequence: what the test does with two labels and two view models.
enum Step {
    /// `label`'s view model becomes `viewModel`, or nil (a label let go comes back as a new one).
    case set(String, String?)
    case bump(String)
    /// The test lets go of `label`: the label dies.
    case release(String)
    case purge

    var words: String {
        switch self {
        case .set(let label, let viewModel?): "set \(label)'s view model to \(viewModel)"
        case .set(let label, nil): "set \(label)'s view model to nil"
        case .bump(let viewModel): "\(viewModel) raises changed"
        case .release(let label): "\(label) is let go"
        case .purge: "purge the side table"
        }
    }
}

let labelNames = ["label1", "label2"]
let viewModelNames = ["taps", "clicks"]

/// What the contract says each label shows: the view model it was given, when given it, and again
/// on each raise of the view model it has then.
struct FollowModel {
    var following: [String: String?] = [:]
    var shown: [String: [String]] = [:]
    var counts: [String: Int] = [:]

    mutating func apply(_ step: Step) {
        switch step {
        case .set(let label, let viewModel):
            following[label] = .some(viewModel)
            if let viewModel { shown[label, default: []].append("\(viewModel) \(counts[viewModel, default: 0])") }
        case .bump(let viewModel):
            counts[viewModel, default: 0] += 1
            for (label, followed) in following where followed == viewModel {
                shown[label, default: []].append("\(viewModel) \(counts[viewModel]!)")
            }
        case .release(let label):
            following[label] = nil
            shown[label] = nil
        case .purge: break
        }
    }
}

func exploredFollowing() -> Check {
    Check("whatever views are given and let go, each raise shows exactly the views following that view model, and nothing outlives the test") {
        try explore(operation: { random in
            switch random.int(in: 0...9) {
            case 0...3: return Step.set(random.pick(labelNames), random.chance(25) ? nil : random.pick(viewModelNames))
            case 4...6: return .bump(random.pick(viewModelNames))
            case 7...8: return .release(random.pick(labelNames))
            default: return .purge
            }
        }, describe: \.words, simpler: { step in
            if case .set(let label, _?) = step { return [.set(label, nil)] }
            return []
        }) { steps in
            try withOwnTable { table in
                var model = FollowModel()
                var labels: [String: CounterLabel] = [:]
                var viewModels = Dictionary(uniqueKeysWithValues: viewModelNames.map { ($0, CounterVM($0)) })
                var probes: [() -> AnyObject?] = viewModels.values.map { viewModel in { [weak viewModel] in viewModel } }
                for step in steps {
                    switch step {
                    case .set(let name, let viewModel):
                        let label = labels[name] ?? CounterLabel()
                        if labels[name] == nil { probes.append { [weak label] in label } }
                        labels[name] = label
                        label.viewModel = viewModel.flatMap { viewModels[$0] }
                    case .bump(let name): viewModels[name]!.bump()
                    case .release(let name): labels[name] = nil
                    case .purge: table.purge()
                    }
                    model.apply(step)
                    for (name, label) in labels {
                        try expectEqual(label.shown, model.shown[name] ?? [], "\(name) has shown the wrong view models, or shown them the wrong number of times")
                    }
                }
                labels.removeAll()
                viewModels.removeAll()
                table.purge()
                try expect(probes.allSatisfy { $0() == nil }, "once the test let go of every label and view model and purged the side table, some were still alive: a subscription holds a view or a view model (a handler that captures self, or the view model)")
            }
        }
    }
}
