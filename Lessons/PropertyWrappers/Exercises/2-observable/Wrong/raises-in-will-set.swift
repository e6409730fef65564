// wrong: raises the event in willSet with the new value, before it is stored, so a subscriber that reads the property back finds the old one
// caught by: the event is raised after the write, not before it
import Events
@testable import PropertyWrappers

/// The article's "own @Published in 15 lines": `$orders` is an event, raised after every write
/// with the new value.
@propertyWrapper
struct Observable<T> {
    /// One event for the wrapper's whole life: every subscriber of `$orders` lands here.
    let projectedValue = Event<T>()

    var wrappedValue: T {
        willSet { projectedValue.raise(newValue) }
    }

    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
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
        // The event hands the handler its subscriber, alive: no `[weak self]`, no cycle. And
        // the handler uses the list it is handed: the view model is still mid-write.
        viewModel.$orders.subscribe(self) { this, orders in
            this.rows = orders.map(\.name)
        }
    }
}
