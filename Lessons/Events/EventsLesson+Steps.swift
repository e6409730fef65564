import ConsoleViews
import Foundation
import PlaygroundKit

extension EventsLesson {
    public var steps: [Step] {
        [
            dotNetEvents, weakBox, basics, weakSubscribers, screen, order, changesDuringRaise,
            reentrantRaise, threads, today,
        ]
    }

    var dotNetEvents: Step {
        Step(
            "A .NET event, and why not Rx",
            text: """
                In MVVM the view model never calls its view, not directly and not through a protocol: it announces that something changed, and whoever cares listens. Lesson `side-table` ends that way: the orders appear because the view model raises a `changed` event and the controller reloads. This lesson builds that event.

                In iOS projects the announcement is usually a reactive signal (RxSwift, today Combine), so often that some people treat MVVM and Rx as one thing. The author avoids Rx here, and his reasons are fair:
                - Signals that fire signals that turn into other signals are hard to follow, and all too easy to write.
                - A whole RxSwift is a lot to pull into a small project just to say "something changed"; Combine, in 2020, needed iOS 13.
                Rx earns its keep when streams must be combined, throttled or retried (lesson `combine-mvvm` shows that). To tell a view its view model changed, it is more than you need.

                So the author borrows from .NET, where MVVM was born. A .NET event is a multicast delegate: a list of handlers. Subscribers add theirs with `+=` and take them off with `-=`; raising the event calls every handler in the list, one after another:

                    viewModel.Changed += OnChanged;          // subscribe
                    viewModel.Changed -= OnChanged;          // unsubscribe
                    Changed?.Invoke(this, EventArgs.Empty);  // raise: every handler runs

                The first thing to try in Swift is an array of closures, and `+=` and raising work. `-=` does not: .NET finds the handler to remove by comparing delegates (same object, same method), and a Swift closure cannot be compared with anything. The compiler's words are below. Step 3 shows the article's way out: file each handler under the object that subscribed it.
                """,
            code: [Code.closureList, Code.Rejected.closureEquality, Code.stepClosureList]
        ) { _ in
            // @snippet step-closure-list
            var changed = ClosureList<String>()
            changed += { text in print("the title shows:", text) }
            changed += { text in print("the list shows:", text) }
            changed.raise("3 orders")
            // @end step-closure-list
        }
    }

    var weakBox: Step {
        Step(
            "Weak<T>: a key that outlives its object",
            text: """
                The article's event needs a small helper first. It must not keep its subscribers alive (a view model that kept its views alive would leak them), so it holds them weakly; and it files each handler under its subscriber, so a weak reference must be able to be a dictionary key. Swift has nothing like that built in: `weak` applies to variables only. `Weak<T>` is a box with a weak reference inside, and Hashable.

                The interesting part is where its identity comes from. A box cannot compare or hash its `value`: that becomes nil when the object dies, and a key whose hash changes while it sits in a dictionary can no longer be found, not even to remove it. So `Weak` captures the object's `ObjectIdentifier` once, in init, and uses that for `==` and hashing, dead or alive.

                Where it differs from the article:
                - The article's init takes an optional and boxes nil as well, and all nil boxes are equal. Here a box always starts with an object.
                - `weak let` (SE-0481, in recent Swift 6 compilers) says what the box does: the reference is set once, and only the runtime changes it, to nil. The article needed `private(set) weak var`; today the compiler warns about a `weak var` that never changes, which is why this lesson's probes are `weak let` too.
                - `Weak<T>` is `Sendable` when `T` is, because nothing in it changes but by the runtime, which does that safely.

                The caveat in its comment is real: a new object may be born at the address of a dead one, get the same `ObjectIdentifier`, and so a dead box and a live one may be equal. `Event` removes its dead entries before it compares, so it never mixes the two up.

                The step boxes a listener, uses the box as a dictionary key, lets the listener die, and looks the key up again.
                """,
            code: [Code.weak, Code.listener, Code.stepWeak]
        ) { _ in
            // @snippet step-weak
            var ann: Listener? = Listener(name: "ann")
            let box = Weak(ann!)
            print("two boxes of ann are equal:", box == Weak(ann!))
            var notes: [Weak<Listener>: String] = [box: "subscribed first"]
            print("value is ann: \(box.value === ann), alive: \(box.isAlive)")

            ann = nil
            print("ann is gone; value: \(box.value?.name ?? "nil"), alive: \(box.isAlive)")
            print("the key is still found:", notes[box] ?? "not found")
            notes[box] = nil
            print("and removed:", notes.isEmpty)
            // @end step-weak
        }
    }

    var basics: Step {
        Step(
            "Event<Args>: subscribe, raise, unsubscribe",
            text: """
                Now the event itself. The article keeps a dictionary from `Weak<AnyObject>` (the subscriber) to its handler; this `Event` keeps an array of the same pairs, for reasons steps 6 to 9 give. Skim past the lock and the snapshot for now: steps 7 and 9 explain them.
                - `subscribe(_:handler:)` takes the subscriber and a handler whose first argument is that subscriber, alive, followed by the event's arguments. The event wraps the handler in a closure that holds the subscriber weakly and does nothing once it has died.
                - `unsubscribe(_:)` finds the entry by the subscriber's identity and removes it: the `-=` that the array of closures could not have.
                - `raise(_:)` calls the handler of every live subscriber.
                - Each subscriber has one handler. Subscribing again replaces it (step 6).

                The step subscribes two listeners, raises, unsubscribes one and raises again. Each handler calls a method on `this`, the subscriber it was handed: that is where the real work goes.

                The lesson keeps a live event of its own, `Event<String>`. Try `listen ann`, `listen bob`, `raise hello`, `unsubscribe ann`, `raise`, `subscribers`.
                """,
            code: [Code.event, Code.stepBasics]
        ) { _ in
            // @snippet step-basics
            let event = Event<String>()
            let ann = Listener(name: "ann")
            let bob = Listener(name: "bob")
            event.subscribe(ann) { this, text in this.hear(text) }
            event.subscribe(bob) { this, text in this.hear(text) }
            event.raise("3 orders")

            event.unsubscribe(ann)
            event.raise("4 orders")
            print("subscribers:", event.subscriberCount)
            extendLifetime(bob)  // step 4 says why
            // @end step-basics
        }
    }

    var weakSubscribers: Step {
        Step(
            "Subscribing does not keep you alive",
            text: """
                Why hand the handler its subscriber? Because then the handler never mentions `self`, so it never captures it, and nothing the event holds keeps the subscriber alive. In the article a subscriber writes

                    event.subscribe(self) { this in this.reload() }

                where a plain closure-based API needs `[weak self]` and `guard let self` in every handler.

                The step proves it with a weak reference, a probe: it subscribes ann, lets go of the only strong reference to her, and checks the probe. `subscriberCount` counts the live subscribers; `entries` (the lesson's peek inside the event) shows what the event still keeps. A dead subscriber's entry stays until the next subscribe, unsubscribe or raise, which skips it and removes it. The article's `raise` skips dead subscribers too, but never removes them: only its `subscribe` does.

                One more consequence of weak subscribers: Swift may end an object's life right after its last use, well before the closing brace, and optimized builds do. An object that only an event knows about can die before the raise it was waiting for. In an app something else holds each subscriber (a view its superview, a controller the navigation stack); the steps' listeners are local constants, so the steps keep them alive with the standard library's `extendLifetime`. This lesson learned it the hard way: in a release build, step 9 once found no subscribers left.

                Try it on the live event: `listen ann`, `listen bob`, `drop ann` (the lesson lets go of ann), `subscribers`, `raise`, `subscribers`.
                """,
            code: [Code.stepWeakSubscribers]
        ) { _ in
            // @snippet step-weak-subscribers
            let event = Event<String>()
            var ann: Listener? = Listener(name: "ann")
            let bob = Listener(name: "bob")
            weak let probe = ann
            event.subscribe(ann!) { this, text in this.hear(text) }
            event.subscribe(bob) { this, text in this.hear(text) }
            print("subscribers: \(event.subscriberCount), entries: \(event.entries.count)")
            extendLifetime(ann)  // without it, ann may die right after her last use

            ann = nil
            print("ann alive:", probe != nil)
            print("subscribers: \(event.subscriberCount), entries: \(event.entries.count)")
            event.raise("hello")
            print("after the raise, entries: \(event.entries.count)")
            extendLifetime(bob)
            // @end step-weak-subscribers
        }
    }

    var screen: Step {
        Step(
            "A controller and its view on one event",
            text: """
                Why an event, and not a delegate? A delegate is one object, and often two want the same news. The article's example is a controller and its view: in MVVM both count as "the view", and each keeps its own part of the screen up to date. Here `OrdersVC` keeps the title, and `OrdersListView`, a view inside it, the rows. Both subscribe to the view model's `changed` event.

                `changed` carries nothing. It says "look at me again", and each subscriber reads what it needs from the view model. For such events the article adds two conveniences where `Args == Void`: a handler that takes only the subscriber, and `raise()` without the `()` argument. Lesson `side-table` uses both.

                The handlers run in the order their subscribers subscribed: the list subscribed when the controller made it, in the controller's init, and the controller itself in `viewDidLoad`. The screen is made of console views, standing in for UIKit. Try `inspect screen` after the step.
                """,
            code: [Code.eventVoid, Code.ordersVm, Code.ordersListView, Code.ordersVc, Code.stepScreen]
        ) { ctx in
            // @snippet step-screen
            let viewModel = OrdersVM()
            let screen = OrdersVC(viewModel: viewModel)
            screen.present()
            print(screen.render().joined(separator: "\n"))

            viewModel.load(["Order #0", "Order #1", "Order #2"])
            print(screen.render().joined(separator: "\n"))
            // @end step-screen
            ctx.expose("screen", note: "step 5's OrdersVC, its list and their view model", screen)
        }
    }

    var order: Step {
        Step(
            "Beyond the article: the order handlers run in",
            text: """
                In what order do the handlers run? The article cannot say. Its handlers live in a dictionary, and a Swift dictionary's order follows the keys' hash values, which Swift seeds afresh in every process: the same app may call the controller first on one launch and the view first on the next. That is harmless until one handler relies on another having run, and then it is a bug that comes and goes.

                This `Event` keeps an array, and decides:
                - Handlers run in the order their subscribers first subscribed.
                - Subscribing again replaces the handler and keeps the place, the way updating a key's value keeps its place in an ordered dictionary: one subscriber, one place in line.
                - Unsubscribing gives the place up; subscribing after that joins at the end.

                .NET differs on the second point: adding the same handler twice with `+=` puts it in the list twice, and it runs twice. Here, as in the article, a subscriber has one handler.

                The price: finding a subscriber's entry is a walk along the array instead of a hash lookup. For the handful of subscribers an event has, that is nothing worth measuring.
                """,
            code: [Code.eventSubscribe, Code.stepOrder]
        ) { _ in
            // @snippet step-order
            let event = Event<String>()
            let ann = Listener(name: "ann"), bob = Listener(name: "bob"), carl = Listener(name: "carl")
            for listener in [ann, bob, carl] {
                event.subscribe(listener) { this, text in this.hear(text) }
            }
            event.raise("first raise")

            event.subscribe(ann) { this, text in this.hear(text.uppercased()) }
            event.raise("ann subscribed again")

            event.unsubscribe(bob)
            event.subscribe(bob) { this, text in this.hear(text) }
            event.raise("bob left and came back")
            extendLifetime((ann, bob, carl))
            // @end step-order
        }
    }

    var changesDuringRaise: Step {
        Step(
            "Beyond the article: changes during a raise",
            text: """
                A handler may do anything, subscribing and unsubscribing included. What should the raise under way make of that? The article's `raise` filters its dictionary into a copy and calls the copy, so both kinds of change wait for the next raise; it never says so, though, and the copy is not safe from other threads.

                This `Event` also works on a snapshot: under its lock it copies its list, then releases the lock and calls the handlers (step 9 says why). Then:
                - Someone who subscribes during a raise is not in the snapshot, and hears from the next raise. Otherwise a handler that subscribes someone new on every raise would keep the raise going forever.
                - Someone who unsubscribes during a raise, before their turn, is skipped: before calling each handler, the raise checks under the lock that its subscription is still on.

                .NET made the other choice for unsubscribing. Its delegate lists never change (`-=` makes a new list), so a raise that has started still calls a handler removed in the meantime: a .NET handler must cope with a call after it unsubscribed. That is a stale update waiting to happen: lesson `side-table` unsubscribes a view from its old view model when it gets a new one, and the old one must not redraw it afterwards. So here the rule is: once `unsubscribe` returns, no raise starts that handler again. (One that is already running on another thread finishes; nothing can stop that.)

                In the step, ann's handler unsubscribes bob and subscribes carl. It captures the event `unowned`: the event holds its handlers strongly, so a strong capture of the event would be a cycle, and this handler can only ever run inside a raise of that very event, so the event is alive whenever it runs.
                """,
            code: [Code.eventRaise, Code.eventUnsubscribe, Code.stepDuringRaise]
        ) { _ in
            // @snippet step-during-raise
            let event = Event<String>()
            let ann = Listener(name: "ann"), bob = Listener(name: "bob"), carl = Listener(name: "carl")
            event.subscribe(ann) { [unowned event] this, text in
                this.hear(text)
                print("  ann unsubscribes bob and subscribes carl")
                event.unsubscribe(bob)
                event.subscribe(carl) { this, text in this.hear(text) }
            }
            event.subscribe(bob) { this, text in this.hear(text) }
            event.raise("first raise")
            event.raise("second raise")
            extendLifetime(ann)  // bob and carl: her handler holds them
            // @end step-during-raise
        }
    }

    var reentrantRaise: Step {
        Step(
            "Beyond the article: a handler that raises the same event",
            text: """
                A handler may also raise the very event it is handling: think of a view model that recalculates something in a `changed` handler and announces it again. Had the event held its lock while handlers ran, that would deadlock at once (`NSLock` waits for itself forever; `Mutex` stops the app). This `Event` never holds its lock during a handler, so a nested raise is allowed, and it works like a nested function call: it takes its own snapshot and runs to the end, and then the outer raise goes on with its next handler.

                What that guarantees: every raise calls each of its subscribers once, and returns. What it does not guarantee: that all subscribers hear the raises in the same order. In the step, `first` counts down from 2 by raising again from its handler, and `second` hears the innermost raise first and the outermost last: 0, 1, 2. Had its handler put the value on screen, the screen would end up showing a stale 2. A .NET event behaves the same way.

                Whether the recursion ends is up to the handler: one that raises every time recurses until the stack runs out. So avoid raising from a handler; where you must, have handlers read the current state from the view model rather than trust their arguments (as `changed` handlers do), or raise later, on the next turn of the main queue.
                """,
            code: [Code.stepReentrant]
        ) { _ in
            // @snippet step-reentrant
            let countdown = Event<Int>()
            let first = Listener(name: "first"), second = Listener(name: "second")
            countdown.subscribe(first) { [unowned countdown] this, number in
                this.hear("\(number)")
                if number > 0 { countdown.raise(number - 1) }
            }
            countdown.subscribe(second) { this, number in this.hear("\(number)") }
            countdown.raise(2)
            extendLifetime((first, second))
            print("the outermost raise returned")
            // @end step-reentrant
        }
    }

    var threads: Step {
        Step(
            "Beyond the article: raising from several threads",
            text: """
                The article's event assumes a single thread. In an app, a network callback may raise `changed` on a background thread while the main thread subscribes; two threads then change one dictionary at once, which is undefined behaviour, a crash on a good day. Swift 6 stops it at compile time: a closure that runs on other threads is `@Sendable`, and it may not capture the article's `Event`, which is not `Sendable`. The compiler's words are below.

                This `Event` is safe to share:
                - One `NSLock` guards the list. Every method holds it only for a moment: to change the list, to count, to take a raise's snapshot, to check that a subscription is still on.
                - Handlers run outside the lock, on the raising thread. Calling unknown code while holding a lock is how deadlocks are made: the handler may raise again (step 8), or wait for a thread that is waiting to subscribe.
                - The class is `@unchecked Sendable`. The compiler cannot see that the lock guards the `var`s, so the type vouches for it.

                What would have to be `Sendable` for the compiler to check everything? Not only the event: every handler, and the subscriber it is handed, since both are used on whichever thread raises. The article's signature, kept here because the next lessons build on it, does not ask for `@Sendable` handlers, because their usual owners, controllers and views, are not `Sendable`: they belong to the main thread. That leaves one rule for you, not the compiler: raise an event that views listen to on the main thread. Swift 6's way to have even that checked is isolation: a `@MainActor` view model can only raise from the main actor.

                The proof uses real threads. Four `Tally` subscribers count what they hear. `DispatchQueue.concurrentPerform` raises the event 1000 times, with the values 0 to 999, on as many threads as the machine offers, and in between subscribes and unsubscribes 1000 short-lived visitors. The step reads the totals after every thread has finished.
                """,
            code: [Code.Rejected.sharedEvent, Code.eventStorage, Code.tally, Code.stepThreads]
        ) { _ in
            // @snippet step-threads
            let event = Event<Int>()
            let tallies = ["tally 1", "tally 2", "tally 3", "tally 4"].map { Tally(name: $0) }
            for tally in tallies {
                event.subscribe(tally) { this, value in this.record(value) }
            }
            DispatchQueue.concurrentPerform(iterations: 2000) { index in
                if index.isMultiple(of: 2) {
                    event.raise(index / 2)
                } else {
                    let visitor = Tally(name: "visitor")
                    event.subscribe(visitor) { this, value in this.record(value) }
                    event.unsubscribe(visitor)
                }
            }
            for tally in tallies {
                let (calls, sum) = tally.totals
                print("\(tally.name): \(calls) calls, values adding up to \(sum)")
            }
            print("expected: 1000 calls, values adding up to \((0..<1000).reduce(0, +))")
            print("subscribers left:", event.subscriberCount)
            extendLifetime(tallies)  // a release build let them die before the count
            // @end step-threads
        }
    }

    var today: Step {
        Step(
            "Today: PassthroughSubject, and the leak no event can stop",
            text: """
                Today you would probably reach for Combine, which every iOS since 13 has: a `PassthroughSubject<Void, Never>` is a ready-made event (lessons `property-wrappers` and `combine-mvvm` use it, through OpenCombine). Side by side:

                    Event (this lesson)              PassthroughSubject (Combine)
                    subscribe(self) { this in ... }  sink { [weak self] _ in ... }
                    ends when the subscriber dies,   ends when its AnyCancellable dies,
                      or on unsubscribe(self)          or on cancel()
                    one handler per subscriber       any number of sinks
                    subscription order (decided)     order not documented
                    events, nothing more             map, filter, debounce, merge, ...

                Combine is the better tool once streams need combining; an event is a page of code you own, with nothing to store and no `[weak self]`.

                Both share one trap, and no event can prevent it. The event must hold its handlers strongly (nobody else does), so a handler that captures `self`, instead of using the `this` it is handed, holds its own subscriber: the controller holds its view model, the view model its event, the event the handler, and the handler the controller. Nothing in that loop ever dies, so it is never cleaned up either. Combine has the same loop when `sink { self.reload() }` is stored in `self.cancellables`; that is why Combine code is full of `[weak self]`. Swift makes you write `self.` in an escaping closure as a reminder of the capture, a hint but no more.

                The step presents both screens, lets go of each, and checks with a probe; then the leaked one unsubscribes, which breaks the loop.
                """,
            code: [Code.capturingOrdersVc, Code.stepToday]
        ) { _ in
            // @snippet step-today
            var screen: OrdersVC? = OrdersVC(viewModel: OrdersVM())
            screen?.present()
            weak let probe = screen
            screen = nil
            print("OrdersVC, handler uses this: alive after release:", probe != nil)

            var capturing: CapturingOrdersVC? = CapturingOrdersVC(viewModel: OrdersVM())
            capturing?.present()
            weak let capturingProbe = capturing
            capturing = nil
            print("CapturingOrdersVC, handler uses self: alive after release:", capturingProbe != nil)

            if let leaked = capturingProbe {
                leaked.viewModel.changed.unsubscribe(leaked)
            }
            print("after it unsubscribes: alive:", capturingProbe != nil)
            // @end step-today
        }
    }
}
