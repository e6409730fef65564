import CellKit
import Events
@testable import PropertyWrappers

/// A subscriber of the checks' own: it notes how many orders each list it hears has.
private final class OrderCountLog {
    var counts: [Int] = []
}

/// A wrapper held by the checks themselves, in a property whose accesses Swift does not police:
/// a handler may read it back mid-write and see what the write has stored so far. (A class's
/// `@Observable` property would stop the program there, as the task says.)
private final class Holder {
    @exclusivity(unchecked) var wrapper = Observable(wrappedValue: 0)
}

/// A subscriber that notes what it is handed and what the wrapper holds when it hears.
private final class Listener {
    let name: String
    var heard: [[String]] = []
    var held: [Int] = []

    init(_ name: String) {
        self.name = name
    }
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
        Check("the event is raised after the write, not before it") {
            let holder = Holder()
            let listener = Listener("ann")
            holder.wrapper.projectedValue.subscribe(listener) { [unowned holder] this, _ in
                this.held.append(holder.wrapper.wrappedValue)
            }
            holder.wrapper.wrappedValue = 7
            holder.wrapper.wrappedValue = 8
            try expectEqual(listener.held.count, 2, "the subscriber should hear each of the 2 writes")
            try expectEqual(listener.held, [7, 8], "when the subscriber heard, the property still held the value from before the write: raise in didSet, after the write, not in willSet")
        },
        Check("neither the screen nor its view model outlives its last reference") {
            weak var goneScreen: OrdersVC?
            weak var goneViewModel: OrdersVM?
            do {
                let viewModel = OrdersVM()
                let screen = OrdersVC(viewModel: viewModel)
                screen.viewDidLoad()
                viewModel.orders = OrderVM.sample(count: 2)
                goneScreen = screen
                goneViewModel = viewModel
            }
            try expect(goneScreen == nil, "the screen outlived its last reference: its handler must not capture self")
            try expect(goneViewModel == nil, "the view model outlived its last reference: the handler its event keeps must not capture the view model (or self, which holds it)")
        },
        Check("each view model raises its own event") {
            let first = OrdersVM()
            let second = OrdersVM()
            let log = OrderCountLog()
            first.$orders.subscribe(log) { log, orders in log.counts.append(orders.count) }
            second.orders = OrderVM.sample(count: 2)
            try expectEqual(log.counts, [], "a subscriber of one view model heard a write to another: each wrapper keeps an event of its own")
        },
        exploredWrites(),
    ]
}

/// One step of an explored sequence, on a view model whose screen has loaded.
private enum Step {
    case set(Int)
    case append
    case read
    case subscribe(String)
    case unsubscribe(String)
    case release(String)

    var words: String {
        switch self {
        case .set(let count): "orders = a list of \(count)"
        case .append: "orders.append(an order)"
        case .read: "read orders"
        case .subscribe(let who): "subscribe \(who)"
        case .unsubscribe(let who): "unsubscribe \(who)"
        case .release(let who): "\(who) is released"
        }
    }
}

private func exploredWrites() -> Check {
    Check("whatever is written, each subscriber hears every write once, with the list after it") {
        try explore(operation: { random -> Step in
            let who = random.pick(["ann", "bob"])
            switch random.int(in: 0...9) {
            case 0...3: return .set(random.int(in: 0...2))
            case 4: return .append
            case 5: return .read
            case 6...7: return .subscribe(who)
            case 8: return .unsubscribe(who)
            default: return .release(who)
            }
        }, describe: \.words, simpler: { step in
            if case .set(let count) = step, count != 0 { return [.set(0)] }
            return []
        }) { steps in
            let viewModel = OrdersVM()
            let screen = OrdersVC(viewModel: viewModel)
            screen.viewDidLoad()
            var listeners: [String: Listener] = [:]
            var subscribed: Set<String> = []
            var expected: [String: [[String]]] = [:]
            var list: [String] = []
            for step in steps {
                switch step {
                case .set(let count):
                    viewModel.orders = OrderVM.sample(count: count)
                    list = (0..<count).map { "Order #\($0)" }
                case .append:
                    viewModel.orders.append(OrderVM(order: Order(name: "Extra", id: 9)))
                    list.append("Extra #9")
                case .read:
                    _ = viewModel.orders.count
                case .subscribe(let who):
                    let listener = listeners[who] ?? Listener(who)
                    listeners[who] = listener
                    subscribed.insert(who)
                    viewModel.$orders.subscribe(listener) { this, orders in this.heard.append(orders.map(\.name)) }
                case .unsubscribe(let who):
                    subscribed.remove(who)
                    if let listener = listeners[who] { viewModel.$orders.unsubscribe(listener) }
                case .release(let who):
                    subscribed.remove(who)
                    listeners[who] = nil
                    expected[who] = nil
                }
                switch step {
                case .set, .append: for who in subscribed { expected[who, default: []].append(list) }
                default: break
                }
                for (who, listener) in listeners {
                    try expectEqual(listener.heard, expected[who, default: []], "\(who) heard the wrong lists: every write (an append, an equal list) raises once, with the list after it, and nothing else raises")
                }
                try expectEqual(screen.rows, list, "the screen does not show the names of the last list written")
            }
        }
    }
}
