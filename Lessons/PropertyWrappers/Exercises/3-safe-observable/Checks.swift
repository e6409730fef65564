import CellKit
import Events

/// An owner of the checks' own.
private final class Basket {
    @SafeObservable var items: [String] = []
    @SafeObservable var saved: [String] = ["soap"]
}

/// A subscriber that notes what it was handed, and what the basket held when it heard.
private final class BasketView {
    let basket: Basket
    var handed: [Int] = []
    var heldByOwner: [Int] = []

    init(basket: Basket) {
        self.basket = basket
    }
}

func checks() -> [Check] {
    [
        Check("a subscriber hears every write, with the new value") {
            let basket = Basket()
            let view = BasketView(basket: basket)
            basket.$items.subscribe(view) { this, items in this.handed.append(items.count) }
            basket.items = ["tea"]
            basket.items.append("milk")
            basket.items = []
            try expectEqual(view.handed, [1, 2, 0], "the subscriber should hear each of the three writes, handed the list after it")
        },
        Check("reading the property gives what was written last") {
            let basket = Basket()
            try expectEqual(basket.items, [], "a new basket should start with the initial value, []")
            basket.items = ["tea", "milk"]
            try expectEqual(basket.items, ["tea", "milk"], "after items = [\"tea\", \"milk\"], reading items should give them back")
        },
        Check("each owner raises its own event") {
            let first = Basket()
            let second = Basket()
            let view = BasketView(basket: first)
            first.$items.subscribe(view) { this, items in this.handed.append(items.count) }
            second.items = ["bread"]
            try expectEqual(view.handed, [], "a subscriber of one basket heard a write to another: keep the event in the wrapper, one per property")
        },
        Check("each property keeps its own value and its own event") {
            let basket = Basket()
            let view = BasketView(basket: basket)
            basket.$saved.subscribe(view) { this, saved in this.handed.append(saved.count) }
            basket.items = ["tea", "milk"]
            try expectEqual(basket.saved, ["soap"], "writing items changed saved, another @SafeObservable property of the same basket: each keeps its own value")
            try expectEqual(view.handed, [], "a subscriber of $saved heard a write to items: each property keeps its own event")
            basket.saved = []
            try expectEqual(basket.items, ["tea", "milk"], "writing saved changed items")
            try expectEqual(view.handed, [0], "a subscriber of $saved should hear the write to saved")
        },
        Check("neither the basket nor its subscriber outlives its last reference") {
            weak var goneBasket: Basket?
            weak var goneView: BasketView?
            do {
                let basket = Basket()
                let view = BasketView(basket: basket)
                basket.$items.subscribe(view) { this, items in this.handed.append(items.count) }
                basket.items = ["tea"]
                goneBasket = basket
                goneView = view
            }
            try expect(goneView == nil, "the subscriber outlived its last reference: the event holds subscribers weakly, the wrapper must not keep them")
            try expect(goneBasket == nil, "the basket outlived its last reference: the subscript is handed the owner for one read or write, do not keep it")
        },
        // From here on, the article's wrapper stops the program: these come last.
        Check("a subscriber may read the property back, and finds the new value") {
            let basket = Basket()
            let view = BasketView(basket: basket)
            basket.$items.subscribe(view) { this, items in
                this.handed.append(items.count)
                this.heldByOwner.append(this.basket.items.count)
            }
            basket.items = ["tea", "milk", "bread"]
            try expectEqual(view.handed, [3], "the subscriber should hear the write once, handed the 3 new items")
            try expectEqual(view.heldByOwner, [3], "when the subscriber heard, the basket still held the old list: store the new value first, then raise")
        },
        Check("a subscriber may write the property again: every write is stored and heard") {
            let basket = Basket()
            let first = BasketView(basket: basket)
            let second = BasketView(basket: basket)
            basket.$items.subscribe(first) { this, items in
                this.handed.append(items.count)
                if items == ["tea"] { this.basket.items = ["tea", "milk"] }
            }
            basket.$items.subscribe(second) { this, items in this.handed.append(items.count) }
            basket.items = ["tea"]
            try expectEqual(basket.items, ["tea", "milk"], "a subscriber wrote items from inside its handler, and that write was lost: after it, reading should give the last write")
            try expectEqual(first.handed.sorted(), [1, 2], "the subscriber that wrote should hear both writes, once each")
            try expectEqual(second.handed.sorted(), [1, 2], "the other subscriber should hear both writes, once each, whatever the order")
        },
        exploredWrites(),
    ]
}

/// One step of an explored sequence.
private enum Step {
    case set(Int)
    case append
    case read
    /// `who` subscribes; a reader reads `basket.items` back from inside its handler.
    case subscribe(String, reads: Bool)
    case unsubscribe(String)
    case release(String)

    var words: String {
        switch self {
        case .set(let count): "items = a list of \(count)"
        case .append: "items.append(an item)"
        case .read: "read items"
        case .subscribe(let who, true): "subscribe \(who), whose handler reads items back"
        case .subscribe(let who, false): "subscribe \(who)"
        case .unsubscribe(let who): "unsubscribe \(who)"
        case .release(let who): "\(who) is released"
        }
    }
}

private func exploredWrites() -> Check {
    Check("whatever is written, each subscriber hears every write once, and reading back finds it") {
        try explore(operation: { random in
            let who = random.pick(["ann", "bob"])
            switch random.int(in: 0...9) {
            case 0...3: return Step.set(random.int(in: 0...2))
            case 4: return .append
            case 5: return .read
            case 6...7: return .subscribe(who, reads: random.chance(50))
            case 8: return .unsubscribe(who)
            default: return .release(who)
            }
        }, describe: \.words, simpler: { step in
            switch step {
            case .set(let count) where count != 0: [.set(0)]
            case .subscribe(let who, true): [.subscribe(who, reads: false)]
            default: []
            }
        }) { steps in
            let basket = Basket()
            var views: [String: BasketView] = [:]
            var subscribed: Set<String> = []
            var expected: [String: [Int]] = [:]
            var expectedHeld: [String: [Int]] = [:]
            var readers: Set<String> = []
            var count = 0
            for step in steps {
                switch step {
                case .set(let new):
                    basket.items = Array(repeating: "tea", count: new)
                    count = new
                case .append:
                    basket.items.append("milk")
                    count += 1
                case .read:
                    try expectEqual(basket.items.count, count, "reading items did not give the last list written")
                case .subscribe(let who, let reads):
                    let view = views[who] ?? BasketView(basket: basket)
                    views[who] = view
                    subscribed.insert(who)
                    if reads { readers.insert(who) } else { readers.remove(who) }
                    basket.$items.subscribe(view) { this, items in
                        this.handed.append(items.count)
                        if reads { this.heldByOwner.append(this.basket.items.count) }
                    }
                case .unsubscribe(let who):
                    subscribed.remove(who)
                    if let view = views[who] { basket.$items.unsubscribe(view) }
                case .release(let who):
                    subscribed.remove(who)
                    views[who] = nil
                    expected[who] = nil
                    expectedHeld[who] = nil
                }
                switch step {
                case .set, .append:
                    for who in subscribed { expected[who, default: []].append(count) }
                    for who in subscribed.intersection(readers) { expectedHeld[who, default: []].append(count) }
                default: break
                }
                for (who, view) in views {
                    try expectEqual(view.handed, expected[who, default: []], "\(who) heard the wrong writes (counted in items): every write, an equal list or an append included, raises once with the new list")
                    try expectEqual(view.heldByOwner, expectedHeld[who, default: []], "\(who) read items back from inside the handler and did not find the new list (counted in items): store the new value first, then raise")
                }
            }
        }
    }
}
