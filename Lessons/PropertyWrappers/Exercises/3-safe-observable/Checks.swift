import CellKit
import Events

/// An owner of the checks' own.
private final class Basket {
    @SafeObservable var items: [String] = []
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
        // Last: the article's wrapper stops the program here.
        Check("a subscriber may read the property back, and finds the new value") {
            let basket = Basket()
            let view = BasketView(basket: basket)
            basket.$items.subscribe(view) { this, items in
                this.handed.append(items.count)
                this.heldByOwner.append(this.basket.items.count)
            }
            basket.items = ["tea", "milk", "bread"]
            try expectEqual(view.heldByOwner, [3], "when the subscriber heard, the basket still held the old list: store the new value first, then raise")
        },
    ]
}
