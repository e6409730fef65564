import CellKit
import Events
@testable import PropertyWrappers

/// A subscriber of the checks' own: it notes how many orders each list it hears has.
private final class OrderCountLog {
    var counts: [Int] = []
}

func checks() -> [Check] {
    [
        Check("a subscriber to $orders hears a write, with the new list") {
            let viewModel = OrdersVM()
            let log = OrderCountLog()
            viewModel.$orders.subscribe(log) { log, orders in log.counts.append(orders.count) }
            try expect(viewModel.$orders.subscriberCount == 1, "after subscribing to $orders, the event has no subscriber: each read of $orders gives a new event. Keep one in the wrapper: `let projectedValue = Event<T>()`")
            viewModel.orders = OrderVM.sample(count: 3)
            try expect(!log.counts.isEmpty, "orders = 3 orders, and the subscriber heard nothing: raise the event in the didSet of wrappedValue")
            try expectEqual(log.counts, [3], "the subscriber should hear once, with the 3 new orders (raise with the new value, after the write)")
        },
        Check("every write is heard, in order, an append included") {
            let viewModel = OrdersVM()
            let log = OrderCountLog()
            viewModel.$orders.subscribe(log) { log, orders in log.counts.append(orders.count) }
            viewModel.orders = OrderVM.sample(count: 2)
            viewModel.orders.append(OrderVM(order: Order(name: "Extra", id: 99)))
            viewModel.orders = []
            try expectEqual(log.counts, [2, 3, 0], "the subscriber should hear each of the three writes with the list after it")
        },
        Check("subscribing and reading raise nothing") {
            let viewModel = OrdersVM()
            let log = OrderCountLog()
            viewModel.$orders.subscribe(log) { log, orders in log.counts.append(orders.count) }
            _ = viewModel.orders
            _ = viewModel.orders.count
            try expectEqual(log.counts, [], "nothing was written, yet the subscriber heard: raise only when wrappedValue is set")
        },
        Check("the screen shows the orders as they arrive") {
            let viewModel = OrdersVM()
            let screen = OrdersVC(viewModel: viewModel)
            screen.viewDidLoad()
            try expectEqual(screen.rows, [], "before any orders arrive the screen should show no rows")
            viewModel.orders = OrderVM.sample(count: 2)
            try expectEqual(screen.rows, ["Order #0", "Order #1"], "after 2 orders arrived the screen should show their names: subscribe to viewModel.$orders in viewDidLoad and set rows from the list you are handed")
            viewModel.orders = OrderVM.sample(count: 3)
            try expectEqual(screen.rows.count, 3, "after a new list of 3 orders the screen should show 3 rows")
        },
        Check("the subscription does not keep the screen alive") {
            let viewModel = OrdersVM()
            weak var gone: OrdersVC?
            do {
                let screen = OrdersVC(viewModel: viewModel)
                screen.viewDidLoad()
                gone = screen
            }
            try expect(gone == nil, "the screen outlived its last reference: the event keeps its handler, and the handler captured self. Use the subscriber the handler is handed: `subscribe(self) { this, orders in this.rows = ... }`")
            viewModel.orders = OrderVM.sample(count: 1)
            try expectEqual(viewModel.$orders.subscriberCount, 0, "the screen is gone, so $orders should have no subscriber left")
        },
    ]
}
