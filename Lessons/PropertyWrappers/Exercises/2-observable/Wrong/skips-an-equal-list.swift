// wrong: raises only when the new list prints differently from the old one, so writing an equal list again is not heard
// caught by: whatever is written, each subscriber hears every write once, with the list after it
import Events
@testable import PropertyWrappers

/// The article's "own @Published in 15 lines": `$orders` is an event, raised after every write
/// with the new value.
@propertyWrapper
struct Observable<T> {
    /// One event for the wrapper's whole life: every subscriber of `$orders` lands here.
    let projectedValue = Event<T>()

    var wrappedValue: T {
        didSet {
            // Only a change is news.
            if String(describing: oldValue) != String(describing: wrappedValue) { projectedValue.raise(wrappedValue) }
        }
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
