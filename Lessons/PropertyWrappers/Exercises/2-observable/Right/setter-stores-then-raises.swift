// right: keeps the value in a private property and raises from a setter that stores first; the screen's handler calls a method of the screen it is handed
import Events
@testable import PropertyWrappers

/// The article's "own @Published in 15 lines": `$orders` is an event, raised after every write
/// with the new value.
@propertyWrapper
struct Observable<T> {
    private var value: T
    private(set) var projectedValue: Event<T>

    init(wrappedValue: T) {
        value = wrappedValue
        projectedValue = Event<T>()
    }

    var wrappedValue: T {
        get { value }
        set {
            value = newValue
            projectedValue.raise(value)
        }
    }
}

/// The article's orders view model, down to its output.
final class OrdersVM {
    @Observable var orders: [OrderVM] = []
}

/// The orders screen: one row per order, showing the order's `name`.
final class OrdersVC {
    let viewModel: OrdersVM
    private(set) var rows: [String] = []

    init(viewModel: OrdersVM) {
        self.viewModel = viewModel
    }

    func viewDidLoad() {
        viewModel.$orders.subscribe(self) { this, orders in this.show(orders) }
    }

    private func show(_ orders: [OrderVM]) {
        rows = orders.map(\.name)
    }
}
