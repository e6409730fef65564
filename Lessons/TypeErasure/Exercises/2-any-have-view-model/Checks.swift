import CellKit
import ConsoleViews
@testable import TypeErasure

/// A view of the checks' own, whose view model is a struct: the box must not care.
struct Price: Equatable {
    let cents: Int
}

final class PriceTag: View, IHaveViewModel {
    private let label = Label(text: "-")

    override init() {
        super.init()
        addSubview(label)
    }

    var viewModel: Price? {
        didSet {
            guard let viewModel else { return }
            viewModelChanged(viewModel)
        }
    }

    var anyViewModel: Any? {
        get { viewModel }
        set { viewModel = newValue as? Price }
    }

    func viewModelChanged(_ viewModel: Price) {
        let cents = viewModel.cents % 100
        label.text = "\(viewModel.cents / 100).\(cents < 10 ? "0" : "")\(cents) EUR"
    }
}

/// A view whose untyped side is a trap: it counts every use of `anyViewModel`. A box that goes
/// through the shadow protocol (`view.anyViewModel as? ViewModel`) is the `Any` and the cast the
/// task rules out; the box must use the typed `viewModel`.
final class WatchedTag: View, IHaveViewModel {
    var untypedUses = 0
    var viewModel: Price?
    var anyViewModel: Any? {
        get { untypedUses += 1; return viewModel }
        set { untypedUses += 1; viewModel = newValue as? Price }
    }
    func viewModelChanged(_ viewModel: Price) {}
}

func order(_ id: Int) -> OrderVM {
    OrderVM(order: Order(name: "Order", id: id))
}

func checks() -> [Check] {
    [
        Check("setting viewModel through a box sets it on the view") {
            let cell = OrderCell(reuseIdentifier: "order")
            let box = AnyHaveViewModel(cell)
            let selected = order(7)
            box.viewModel = selected
            try expect(cell.viewModel === selected, "after box.viewModel = an OrderVM, the cell's viewModel is not that OrderVM: the setter must set the view's viewModel")
            try expectEqual(cell.render(), ["Order #7"], "the cell does not show the order set through the box")
        },
        Check("reading viewModel through a box gives the view's view model as it is now") {
            let cell = OrderCell(reuseIdentifier: "order")
            cell.viewModel = order(1)
            let box = AnyHaveViewModel(cell)
            let later = order(2)
            cell.viewModel = later
            try expect(box.viewModel === later, "the box read \(box.viewModel.map { $0.name } ?? "nil") after the cell was given Order #2: read the view's viewModel on every get, do not keep a copy")
        },
        Check("one array holds an OrderCell and an OrderSummaryView, and both show the selection") {
            let cell = OrderCell(reuseIdentifier: "order")
            let summary = OrderSummaryView()
            let views: [AnyHaveViewModel<OrderVM>] = [AnyHaveViewModel(cell), AnyHaveViewModel(summary)]
            for view in views {
                view.viewModel = order(8)
            }
            try expectEqual(cell.render(), ["Order #8"], "the OrderCell in the array did not show the selection")
            try expectEqual(summary.render(), ["Selected: Order #8"], "the OrderSummaryView in the array did not show the selection")
        },
        Check("setting nil through a box clears the view's view model") {
            let cell = OrderCell(reuseIdentifier: "order")
            cell.viewModel = order(3)
            let box = AnyHaveViewModel(cell)
            box.viewModel = nil
            try expect(cell.viewModel == nil, "box.viewModel = nil left the cell with \(cell.viewModel?.name ?? "?"): pass nil on to the view as well")
        },
        Check("the box uses the typed viewModel, never anyViewModel") {
            let tag = WatchedTag()
            let box = AnyHaveViewModel(tag)
            box.viewModel = Price(cents: 300)
            let read = box.viewModel
            try expect(tag.untypedUses == 0, "the box went through anyViewModel \(tag.untypedUses) time(s): that is an Any and a cast, the shadow protocol's way; capture the typed view in the init's closures and use its viewModel")
            try expect(read == Price(cents: 300) && tag.viewModel == Price(cents: 300), "the price set through the box did not reach the view's typed viewModel")
        },
        Check("a box works for any view, even one whose view model is a struct") {
            let tag = PriceTag()
            let box: AnyHaveViewModel<Price> = AnyHaveViewModel(tag)
            box.viewModel = Price(cents: 1250)
            try expect(tag.viewModel == Price(cents: 1250), "a PriceTag (a view of the checks') did not get the Price set through its box: the box must work for every IHaveViewModel, not only the lesson's views")
            try expect(box.viewModel == Price(cents: 1250), "reading a PriceTag's view model through its box gave \(box.viewModel.map { "\($0.cents) cents" } ?? "nil")")
            try expectEqual(tag.render(), ["12.50 EUR"], "the PriceTag does not show the price")
        },
        Check("two boxes of one view reach the same view") {
            let cell = OrderCell(reuseIdentifier: "order")
            let first = AnyHaveViewModel(cell)
            let second = AnyHaveViewModel(cell)
            let selected = order(4)
            first.viewModel = selected
            try expect(second.viewModel === selected, "a view model set through one box was not read through another box of the same cell: both reach the view itself")
        },
        Check("a box keeps its view alive, and lets it go with it") {
            var summary: OrderSummaryView? = OrderSummaryView()
            weak let probe = summary
            var box: AnyHaveViewModel<OrderVM>? = summary.map { AnyHaveViewModel($0) }
            summary = nil
            try expect(probe != nil, "a view held only by its box was released: the box must keep its view alive, as AnyPublisher keeps its chain; capture the view strongly")
            box?.viewModel = order(9)
            try expect(box?.viewModel?.name == "Order #9", "a box that is its view's only owner did not give back the view model set through it")
            try expectEqual(probe?.render(), ["Selected: Order #9"], "a view held only by its box does not show the view model set through it")
            box = nil
            try expect(probe == nil, "the view outlived its only box: once the last box is gone, nothing may hold the view")
        },
        exploredBox(),
    ]
}

/// One step of an explored sequence on one OrderCell and the boxes made of it.
enum BoxStep {
    case setThroughBox(Int?)
    case setOnCell(Int?)
    case newBox

    var words: String {
        switch self {
        case .setThroughBox(let id?): "box.viewModel = Order #\(id)"
        case .setThroughBox(nil): "box.viewModel = nil"
        case .setOnCell(let id?): "cell.viewModel = Order #\(id)"
        case .setOnCell(nil): "cell.viewModel = nil"
        case .newBox: "box = AnyHaveViewModel(cell)"
        }
    }
}

func exploredBox() -> Check {
    Check("whatever is set, through a box or on the view, the box reads what the view holds") {
        try explore(operation: { random -> BoxStep in
            let id: Int? = random.chance(25) ? nil : random.int(in: 1...3)
            switch random.int(in: 0...4) {
            case 0...1: return .setThroughBox(id)
            case 2...3: return .setOnCell(id)
            default: return .newBox
            }
        }, describe: \.words) { steps in
            let cell = OrderCell(reuseIdentifier: "order")
            var box = AnyHaveViewModel(cell)
            var expected: OrderVM?
            for step in steps {
                switch step {
                case .setThroughBox(let id):
                    expected = id.map(order)
                    box.viewModel = expected
                case .setOnCell(let id):
                    expected = id.map(order)
                    cell.viewModel = expected
                case .newBox:
                    box = AnyHaveViewModel(cell)
                }
                try expect(cell.viewModel === expected, "the cell does not hold the last view model set, through the box or on the cell")
                try expect(box.viewModel === expected, "reading through the box did not give the view model the cell holds now")
            }
        }
    }
}
