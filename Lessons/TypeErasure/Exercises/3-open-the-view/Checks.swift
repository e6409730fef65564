import CellKit
import ConsoleViews
@testable import TypeErasure

/// A view of the checks' own, whose view model is a struct. It counts writes through the
/// untyped `anyViewModel`, to tell the typed way from the shadow protocol.
struct Temperature {
    let degrees: Int
}

final class Thermometer: View, IHaveViewModel {
    private(set) var untypedWrites = 0
    private let label = Label(text: "--")

    override init() {
        super.init()
        addSubview(label)
    }

    var viewModel: Temperature? {
        didSet {
            guard let viewModel else { return }
            viewModelChanged(viewModel)
        }
    }

    var anyViewModel: Any? {
        get { viewModel }
        set {
            untypedWrites += 1
            viewModel = newValue as? Temperature
        }
    }

    func viewModelChanged(_ viewModel: Temperature) {
        label.text = "\(viewModel.degrees) °C"
    }
}

/// View models of the checks' own that a value of another type can be: a class with a subclass,
/// and a protocol; and a view of each.
class Greeting {
    let text: String

    init(text: String) {
        self.text = text
    }
}

final class Welcome: Greeting {}

protocol Badge {
    var label: String { get }
}

struct CountBadge: Badge {
    let count: Int
    var label: String { "\(count) new" }
}

final class GreetingView: View, IHaveViewModel {
    var viewModel: Greeting?
    var anyViewModel: Any? {
        get { viewModel }
        set { viewModel = newValue as? Greeting }
    }
    func viewModelChanged(_ viewModel: Greeting) {}
}

final class BadgeView: View, IHaveViewModel {
    var viewModel: (any Badge)?
    var anyViewModel: Any? {
        get { viewModel }
        set { viewModel = newValue as? any Badge }
    }
    func viewModelChanged(_ viewModel: any Badge) {}
}

func checks() -> [Check] {
    [
        Check("an OrderCell shown an OrderVM takes it, and show returns true") {
            let cell = OrderCell(reuseIdentifier: "order")
            let order = OrderVM(order: Order(name: "Order", id: 5))
            let took = show(order, on: cell)
            try expect(cell.viewModel === order, "the OrderCell did not get the OrderVM: set the view's viewModel when the value is its ViewModel type")
            try expect(took, "show returned false, yet the OrderCell took the OrderVM")
            try expectEqual(cell.render(), ["Order #5"], "the OrderCell does not show its order")
        },
        Check("a CustomerCell shown an OrderVM is left as it was, and show returns false") {
            let cell = CustomerCell(reuseIdentifier: "customer")
            let customer = CustomerVM(customerId: 42)
            cell.viewModel = customer
            let took = show(OrderVM(order: Order(name: "Order", id: 5)), on: cell)
            try expect(cell.anyViewModel.map { type(of: $0) } != OrderVM.self, "the CustomerCell now holds an OrderVM: that is the shadow protocol's silent failure; cast the value to the view's ViewModel and set nothing when the cast fails")
            try expect(cell.viewModel === customer, "the CustomerCell lost its CustomerVM: when the value has another type, do not set viewModel at all (not even to nil)")
            try expectEqual(cell.render(), ["── Customer 42 ──"], "the CustomerCell no longer shows its customer")
            try expect(!took, "show returned true for an OrderVM on a CustomerCell, which takes CustomerVM: return false when the value is not the view's ViewModel")
        },
        Check("a view that takes no view model gives false") {
            try expect(!show(OrderVM(order: Order(name: "Order", id: 5)), on: FooterCell(reuseIdentifier: "footer")), "show returned true for a FooterCell, which has no view model")
            try expect(!show(42, on: View()), "show returned true for a plain View")
        },
        Check("show works for any view, through its typed viewModel: a Thermometer takes a Temperature") {
            let thermometer = Thermometer()
            let took = show(Temperature(degrees: 21), on: thermometer)
            try expect(thermometer.viewModel?.degrees == 21, "a Thermometer (a view of the checks', whose view model is a struct) did not get its Temperature: work for every IHaveViewModel, whatever its ViewModel")
            try expect(thermometer.untypedWrites == 0, "show set anyViewModel, the shadow protocol's untyped door: set the typed viewModel instead, from a generic function where V.ViewModel can be named")
            try expect(took, "show returned false, yet the Thermometer took the Temperature")
            try expectEqual(thermometer.render(), ["21 °C"], "the Thermometer does not show its temperature")
        },
        Check("a view takes whatever its typed viewModel accepts: a subclass, a type of its protocol") {
            let greetingView = GreetingView()
            let welcome = Welcome(text: "Hi")
            let tookWelcome = show(welcome, on: greetingView)
            try expect(greetingView.viewModel === welcome, "a GreetingView (its ViewModel is the class Greeting) did not get a Welcome, a subclass of Greeting: greetingView.viewModel = welcome compiles, so show must set it too; ask whether the value is a V.ViewModel (as? does), not whether its type is exactly V.ViewModel")
            try expect(tookWelcome, "show returned false, yet a Welcome is a Greeting and the GreetingView takes it")
            let badgeView = BadgeView()
            let tookBadge = show(CountBadge(count: 3), on: badgeView)
            try expect(badgeView.viewModel?.label == "3 new", "a BadgeView (its ViewModel is the protocol Badge) did not get a CountBadge, which conforms to Badge: a view whose view model is a protocol takes every conforming value")
            try expect(tookBadge, "show returned false, yet the BadgeView takes a CountBadge")
            try expect(!show(OrderVM(order: Order(name: "Order", id: 5)), on: badgeView), "show returned true for an OrderVM on a BadgeView: an OrderVM is no Badge")
            try expect(badgeView.viewModel?.label == "3 new", "an OrderVM shown on a BadgeView changed its view model: a value that is no Badge leaves it as it was")
        },
        exploredShows(),
    ]
}

/// The views and values an explored sequence shows one another.
enum Target: CaseIterable {
    case orderCell, customerCell, thermometer, footer, plainView
}

enum Value: CaseIterable {
    case order, customer, temperature, number
}

struct ShowStep {
    let value: Value
    let id: Int
    let target: Target

    var words: String {
        let shown = switch value {
        case .order: "Order #\(id)"
        case .customer: "Customer \(id)"
        case .temperature: "\(id) °C"
        case .number: "\(id)"
        }
        let on = switch target {
        case .orderCell: "OrderCell"
        case .customerCell: "CustomerCell"
        case .thermometer: "Thermometer"
        case .footer: "FooterCell"
        case .plainView: "View"
        }
        return "show \(shown) on \(on)"
    }
}

func exploredShows() -> Check {
    Check("whatever is shown on whatever view, a view takes exactly the values of its own view model type") {
        try explore(operation: { random in
            ShowStep(value: random.pick(Value.allCases), id: random.int(in: 1...3), target: random.pick(Target.allCases))
        }, describe: \.words) { steps in
            let orderCell = OrderCell(reuseIdentifier: "order")
            let customerCell = CustomerCell(reuseIdentifier: "customer")
            let thermometer = Thermometer()
            var expected: (order: OrderVM?, customer: CustomerVM?, degrees: Int?) = (nil, nil, nil)
            for step in steps {
                let value: Any = switch step.value {
                case .order: OrderVM(order: Order(name: "Order", id: step.id))
                case .customer: CustomerVM(customerId: step.id)
                case .temperature: Temperature(degrees: step.id)
                case .number: step.id
                }
                let view: View = switch step.target {
                case .orderCell: orderCell
                case .customerCell: customerCell
                case .thermometer: thermometer
                case .footer: FooterCell(reuseIdentifier: "footer")
                case .plainView: View()
                }
                let takes = switch (step.target, step.value) {
                case (.orderCell, .order), (.customerCell, .customer), (.thermometer, .temperature): true
                default: false
                }
                let took = show(value, on: view)
                if takes {
                    switch step.target {
                    case .orderCell: expected.order = value as? OrderVM
                    case .customerCell: expected.customer = value as? CustomerVM
                    default: expected.degrees = step.id
                    }
                }
                try expectEqual(took, takes, "show returned the wrong answer: true exactly when the view takes view models of the value's type")
                try expect(orderCell.viewModel === expected.order, "the OrderCell does not hold the last OrderVM shown on it: it takes OrderVMs only, and anything else leaves it as it was")
                try expect(customerCell.viewModel === expected.customer, "the CustomerCell does not hold the last CustomerVM shown on it: it takes CustomerVMs only, and anything else leaves it as it was")
                try expect(thermometer.viewModel?.degrees == expected.degrees, "the Thermometer does not hold the last Temperature shown on it: it takes Temperatures only, and anything else leaves it as it was")
                try expect(thermometer.untypedWrites == 0, "show set the Thermometer's anyViewModel: set the typed viewModel")
            }
        }
    }
}
