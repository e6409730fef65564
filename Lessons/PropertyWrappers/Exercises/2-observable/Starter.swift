import Events
@testable import PropertyWrappers

/// The article's "own @Published in 15 lines": `$orders` should be an event that every write
/// raises with the new value. For now nobody ever hears a thing.
@propertyWrapper
struct Observable<T> {
    // TODO: `$orders` must be one event, kept by the wrapper. This makes a new one on every
    // read, so whoever subscribes to it subscribes to an event nobody raises.
    var projectedValue: Event<T> { Event<T>() }

    // TODO: raise the event after every write, with the new value.
    var wrappedValue: T

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
        // TODO: subscribe to the view model's `$orders`, and on every new list show its
        // orders' names in `rows`.
    }
}
