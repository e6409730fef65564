import ConsoleViews
import DependencyInjection
import Observation
import OpenCombine
import PlaygroundKit

// This file imports Observation, so `@Observable` here would mean the macro (step 11): the
// article's wrapper is used only in files that do not import it.

extension PropertyWrappersLesson {
    public var steps: [Step] {
        [
            storage, arguments, resolvable, observable, ordersScreen, published, objectWillChange,
            enclosingInstance, safeObservable, injected, observation,
        ]
    }

    var storage: Step {
        Step(
            "What the compiler writes for a wrapper",
            text: """
                A property wrapper moves what happens around a property's reads and writes into a type of its own, so that it can be reused: keep a value in range, trim it, store it in UserDefaults, resolve it from a container. The articles use two: lesson di's `@Resolvable`, and an `@Observable` that the author calls his own `@Published` in 15 lines. This lesson builds up to that one, then holds it against the real `@Published`.

                A wrapper is a struct or class marked `@propertyWrapper` with a `wrappedValue`. `Trimmed` keeps a string without leading and trailing whitespace. For `@Trimmed var name: String` the compiler writes, roughly:

                    private var _name: Trimmed
                    var name: String {
                        get { _name.wrappedValue }
                        set { _name.wrappedValue = newValue }
                    }

                The stored property is `_name`, of the wrapper's type, and always private; `name` is a computed property with the access you wrote. Inside the type `_name` is an ordinary property: `nameStorage()` reads it. Because `Trimmed` has `init(wrappedValue:)`, `Customer`'s memberwise init still takes plain strings and hands each to that init.

                The step makes a customer and lists its stored properties with `Mirror`, which sees what the compiler made; `inspect customer` shows the same.
                """,
            code: [Code.trimmed, Code.customer, Code.stepStorage]
        ) { ctx in
            // @snippet step-storage
            var customer = Customer(name: "  Ann Lee ", city: "Omsk\n")
            customer.city = "   Tomsk  "
            print("name: '\(customer.name)', city: '\(customer.city)'")
            print(customer.nameStorage())
            for property in Mirror(reflecting: customer).children {
                print("stored: \(property.label ?? "?"): \(type(of: property.value))")
            }
            // @end step-storage
            ctx.expose("customer", note: "step 1's Customer: two @Trimmed properties", customer)
        }
    }

    var arguments: Step {
        Step(
            "Arguments, and a projection: @Clamped(0...10)",
            text: """
                A wrapper can take arguments in its attribute. The compiler turns `@Clamped(0...10) var volume = 5` into `Clamped(wrappedValue: 5, 0...10)`: the initial value goes to the `wrappedValue:` parameter, which comes first, and the attribute's own arguments follow. (Without an initial value you would write `@Clamped(wrappedValue: 5, 0...10) var volume`.)

                An initial value goes through the wrapper like any other, so `Clamped.init` clamps it: `speed`'s 3.0 never reaches storage. `Trimmed.init` went through its own setter for the same reason. Forget it, and the one value nobody checks is the first.

                A wrapper may also have a `projectedValue`; then the compiler adds `$volume`, a computed property that reads `_volume.projectedValue`. It can be of any type. Here it is the range, so a slider could take its bounds from `settings.$volume`. Combine's `@Published` projects a publisher, the article's `@Observable` an event. `Mirror` lists no `$volume`: a projection is not stored.

                Try the lesson's live settings: `volume 42`, `volume -5`, `inspect settings`.
                """,
            code: [Code.clamped, Code.playerSettings, Code.stepArguments]
        ) { _ in
            // @snippet step-arguments
            var settings = PlayerSettings()
            print("speed starts at \(settings.speed): 3.0 is out of \(settings.$speed)")
            settings.volume = 42
            print("volume = 42 → \(settings.volume)")
            settings.volume -= 20
            print("volume -= 20 → \(settings.volume)")
            print(settings.describeVolume())
            for property in Mirror(reflecting: settings).children {
                print("stored: \(property.label ?? "?"): \(type(of: property.value))")
            }
            // @end step-arguments
        }
    }

    var resolvable: Step {
        Step(
            "@Resolvable again: a getter that writes",
            text: """
                Lesson di's `@Resolvable` resolves on the first read and keeps the result. That first read writes the wrapper's cache, so its getter is `mutating get`. In a struct the wrapper is part of the struct's value, so the compiler must make `draft`'s getter mutating too: `mutating get { _draft.wrappedValue }`.

                For a value type that has a cost. The property cannot be read through a `let`, nor from any non-mutating member (a computed property, a plain method), where `self` is immutable. Below, the compiler's words, for a mini copy of the wrapper in which a closure stands in for the container.

                The article never meets this, because its `OrdersVM` is a class. The getters of a class's properties are never mutating: the wrapper sits inside the object, behind a reference, and writing into the object does not change the reference. Any `let` to a class instance can read a `@Resolvable` property.

                A second cost the article leaves out: copying a struct copies its wrappers, caches included. Copy a `DraftForm` before its first read and each copy resolves on its own; with a per-request type that means two different drafts. Two references to one `DraftScreen` share one wrapper and one draft.

                The step binds a logging container to `ContainerHolder.container`, lesson di's task-local, so each resolve announces itself.
                """,
            code: [Code.Rejected.mutatingGetter, Code.orderDraft, Code.draftForm, Code.draftScreen, Code.loggingContainer, Code.stepResolvable]
        ) { _ in
            // @snippet step-resolvable
            ContainerHolder.$container.withValue(LoggingContainer()) {
                var form = DraftForm()
                var copy = form
                print("a DraftForm and a copy of it; nothing resolved yet. First reads:")
                let formDraft = form.draft
                let copyDraft = copy.draft
                print("the copies share one draft:", formDraft === copyDraft)

                let screen = DraftScreen()
                let sameScreen = screen
                print("a DraftScreen and a second reference to it. First reads:")
                let screenDraft = screen.draft
                print("both references see one draft:", screenDraft === sameScreen.draft)
            }
            // @end step-resolvable
        }
    }

    var observable: Step {
        Step(
            "The article's @Observable: an event in didSet",
            text: """
                Now the article's wrapper, the one it calls its own `@Published` in 15 lines. Its `projectedValue` is an `Event<T>`, the .NET-style event of lesson events, and the `didSet` of `wrappedValue` raises it with the new value. For `@Observable var orders: [OrderVM] = []` the compiler adds a third declaration to the two of step 1:

                    var $orders: Event<[OrderVM]> { _orders.projectedValue }

                So a view subscribes with `viewModel.$orders.subscribe(self) { this, orders in ... }`, and the view model knows nothing about who listens. The wrapper keeps the article's name, which it shares with Swift 5.9's `@Observable` macro (step 11).

                Every write raises the event: an `append` is a write (one raise per change in place), and so is assigning an equal value. Nothing compares old and new.

                Where does a handler run? `TracedOrdersVM` adds a `didSet` of the owner's own, and the output shows the handler first: subscribers run in the middle of the owner's write. `viewModel.orders = x` is one access to the view model's stored `_orders`, and it lasts until the wrapper's setter, didSet included, returns. The article does not say what follows. A handler that reads `viewModel.orders` back reads a property that is being written, and Swift's exclusivity enforcement (on by default since Swift 5, release builds included) stops the app:

                    Simultaneous accesses to 0x…, but modification requires exclusive access.

                The playground cannot show that live without stopping too; the lesson's tests prove it in a child process. So a handler uses the value it is handed, as the article's does (`this.update(with: orders)`), and never reads the owner. Step 9 mends the wrapper.

                One more thing the article leaves out: `Event` is a class, so copies of the wrapper share one event. Copy a struct that owns an `@Observable` property, write to the copy, and the original's subscribers hear it: in the output, a label shows text that its own draft never had.
                """,
            code: [Code.observable, Code.order, Code.orderVm, Code.tracedOrdersVm, Code.noteDraft, Code.stepObservable]
        ) { _ in
            // @snippet step-observable
            let viewModel = TracedOrdersVM()
            let badge = Label()
            viewModel.$orders.subscribe(badge) { badge, orders in
                badge.text = "\(orders.count) orders"
                print("  handler: got \(orders.count) orders")
            }
            print("orders = 3 orders")
            viewModel.orders = OrderVM.sample(count: 3)
            print("orders.append(one more)")
            viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
            print("orders = orders")
            viewModel.orders = viewModel.orders
            print("the badge shows '\(badge.text ?? "")'")

            let original = NoteDraft()
            let noteLabel = Label()
            original.$note.subscribe(noteLabel) { label, note in
                label.text = note
            }
            var copy = original
            copy.note = "typed into the copy"
            print("original.note is '\(original.note)'; its label shows '\(noteLabel.text ?? "")'")
            // @end step-observable
        }
    }

    var ordersScreen: Step {
        Step(
            "An orders screen that re-renders itself",
            text: """
                The article's screen. `DelayedOrdersProvider` answers one second after it is asked, as in the article. `OrdersVM.loadOrders()` goes through it and stores what arrives; `OrdersVC` subscribes to `$orders` in `viewDidLoad` and reloads its table on every new list. (The controller takes its view model in init; the article's `IHaveViewModel` plumbing belongs to lessons type-erasure and side-table.)

                Mind step 4 here. `reloadData()` asks the data source for rows, and a data source that read `viewModel.orders` would do so in the middle of the view model's write: the app would stop. So the controller keeps the list its handler was handed, and the data source reads that.

                Without the subscription this is the article's cliffhanger: the table is drawn while `orders` is still empty, and stays empty. With it, the step presents the screen, moves a clock of its own by one second, and the screen fills itself. (The table shows the first five rows, the way a phone shows only what fits.)

                The event holds its subscribers weakly. When the screen goes away, here when the last reference to it does, it dies, and the event drops it without being told. The last line proves it.

                The lesson keeps a live screen of the same kind on the lesson's clock; it asked for its orders when the lesson opened. Try `screen`, `advance 1s`, `screen`, then `set 3 observable`.
                """,
            code: [Code.delayedOrdersProvider, Code.ordersVm, Code.orderCell, Code.ordersVc, Code.stepOrdersScreen]
        ) { _ in
            // @snippet step-orders-screen
            let clock = LessonClock()
            let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: clock))
            weak var closedScreen: OrdersVC?
            do {
                let viewController = OrdersVC(viewModel: viewModel)
                viewController.present()
                print(viewController.render().joined(separator: "\n"))
                clock.advance(by: .seconds(1))
                print("one second later:")
                print(viewController.render().joined(separator: "\n"))
                closedScreen = viewController
            }
            let subscribers = viewModel.$orders.subscriberCount
            print("screen gone; alive: \(closedScreen != nil), $orders subscribers: \(subscribers)")
            // @end step-orders-screen
        }
    }

    var published: Step {
        Step(
            "The real @Published speaks in willSet",
            text: """
                Combine's `@Published` is what the article imitates. (This playground uses OpenCombine, which has Combine's API and runs on Linux.) `$orders` is a publisher, and `sink` subscribes a closure to it. Two differences from the article's event show in the output:
                - A new subscriber hears the current value at once, as from a `CurrentValueSubject`. An event has no current value and speaks only on the next write.
                - `@Published` sends from the property's willSet: the sink gets the new value while the owner still holds the old one. Apple's documentation says so, and OpenCombine does the same.

                Unlike step 4's handler, this sink may read the view model: `@Published` holds no access to its owner while it sends (step 8 shows how it gets at the owner). It just reads the old value. So in a sink, too, use the value you were handed.

                The sink captures the view model `unowned`. The closure is stored inside the view model's own publisher, so it runs only while the view model lives, and a strong capture would be a cycle. (The article's event gets around this differently: the handler receives its subscriber as an argument.)

                Try it live: `set 3 published` writes to the lesson's `publishedVM` and reports what each watcher heard, and what the owner held at that moment; `subscribe` adds watchers.
                """,
            code: [Code.publishedOrdersVm, Code.stepPublished]
        ) { _ in
            // @snippet step-published
            let viewModel = PublishedOrdersVM()
            let subscription = viewModel.$orders.sink { [unowned viewModel] orders in
                print("sink got \(orders.count) orders; viewModel.orders.count is \(viewModel.orders.count)")
            }
            print("setting 3 orders:")
            viewModel.orders = OrderVM.sample(count: 3)
            print("after the set: viewModel.orders.count is \(viewModel.orders.count)")
            subscription.cancel()
            // @end step-published
        }
    }

    var objectWillChange: Step {
        Step(
            "objectWillChange: once per write, before it",
            text: """
                An `ObservableObject` gets an `objectWillChange` publisher without writing one. It sends before any `@Published` property of the object changes: that is the signal SwiftUI watches, and its name says when it comes. The step makes four writes, the last one repeating a value, and counts: one send per write, the repeat included, each before the store.

                So a screen that rendered right in that sink would draw the state before the write, one write behind (the sink's lines show what such a render would read). SwiftUI does not render there. It marks the view as needing an update and draws on a later turn of the run loop, once for any number of changes. `SummaryVC` does the same with a lesson clock: the first send schedules one render with no delay, and the step turns the "run loop" by advancing that clock by zero.

                In the output, the screen still shows its first render after four writes; one turn later it renders once more, with the final state.
                """,
            code: [Code.summaryVc, Code.stepObjectWillChange]
        ) { _ in
            // @snippet step-object-will-change
            let clock = LessonClock()
            let viewModel = PublishedOrdersVM()
            let screen = SummaryVC(viewModel: viewModel, clock: clock)
            screen.present()
            var sends = 0
            let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
                sends += 1
                print("objectWillChange #\(sends): '\(viewModel.status)', \(viewModel.orders.count) orders")
            }
            viewModel.status = "loading"
            viewModel.orders = OrderVM.sample(count: 3)
            viewModel.status = "ready"
            viewModel.status = "ready"
            print("4 writes, \(sends) sends; now '\(viewModel.status)', \(viewModel.orders.count) orders")
            print(screen.render().joined(separator: "\n"))
            clock.advance(by: .zero)
            print("after one turn of the run loop (renders: \(screen.renders)):")
            print(screen.render().joined(separator: "\n"))
            subscription.cancel()
            // @end step-object-will-change
        }
    }

    var enclosingInstance: Step {
        Step(
            "How @Published reaches its owner",
            text: """
                A wrapper is a value stored inside its owner, and nothing in `wrappedValue` says who that owner is. That is why lesson di's `@Resolvable` needed a global container. Yet `@Published` makes its owner's `objectWillChange` send. How?

                SE-0258, the proposal that brought property wrappers, sketched a "future direction": a static `subscript(_enclosingInstance:wrapped:storage:)`. When a wrapper has one and the property belongs to a class, the compiler calls it instead of `wrappedValue`, with the owner and two key paths. For `@Tracked var status` in a class it writes:

                    var status: String {
                        get { Tracked<String>[_enclosingInstance: self,
                                              wrapped: \\.status, storage: \\._status] }
                        set { Tracked<String>[_enclosingInstance: self,
                                              wrapped: \\.status, storage: \\._status] = newValue }
                    }

                It was never accepted as a proposal: the underscore says "unofficial, may change". Apple's Combine uses it all the same (it shows in `Published`'s public interface), OpenCombine copies it, and so does `Tracked`: its setter calls `owner.objectWillChange.send()`, then stores. For a struct the compiler falls back to `wrappedValue`, which `Tracked`, like `Published`, marks unavailable with a message. Below, the compiler's words.

                OpenCombine's `@Published` reads and writes through this subscript, but finds `objectWillChange` another way: the synthesized `objectWillChange` walks the object's stored properties with `Mirror` and hands one shared publisher to every `@Published` it finds (.build/checkouts/OpenCombine/Sources/OpenCombine/ObservableObject.swift). With no `@Published` to find, every read makes a new publisher. So `TrackedOrdersVM` declares its own; `ForgetfulVM` does not, compiles all the same, and its sink never hears a thing. The last lines show it; `inspect trackedVM` shows the storage.
                """,
            code: [Code.tracked, Code.trackedOrdersVm, Code.Rejected.trackedInStruct, Code.forgetfulVm, Code.stepEnclosingInstance]
        ) { ctx in
            // @snippet step-enclosing-instance
            let viewModel = TrackedOrdersVM()
            let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
                print("objectWillChange: the owner still holds '\(viewModel.status)'")
            }
            viewModel.status = "loading"
            viewModel.status = "ready"
            subscription.cancel()
            for property in Mirror(reflecting: viewModel).children {
                print("stored: \(property.label ?? "?"): \(type(of: property.value))")
            }

            let forgetful = ForgetfulVM()
            var heard = 0
            let lost = forgetful.objectWillChange.sink { heard += 1 }
            forgetful.status = "ready"
            let same = forgetful.objectWillChange === forgetful.objectWillChange
            print("ForgetfulVM: its sink heard \(heard) writes; one publisher on every read: \(same)")
            let published = PublishedOrdersVM()
            print("PublishedOrdersVM: one publisher on every read:", published.objectWillChange === published.objectWillChange)
            lost.cancel()
            // @end step-enclosing-instance
            ctx.expose("trackedVM", note: "step 8's TrackedOrdersVM: @Tracked storage and its own objectWillChange", viewModel)
        }
    }

    var safeObservable: Step {
        Step(
            "Mending the article's @Observable",
            text: """
                The subscript also mends step 4. The article's wrapper raises its event from inside the owner's write, because the write goes through the wrapper's own `didSet`. With the subscript, the wrapper does the owner's write itself, one statement at a time: `SafeObservable` stores the new value into its owner (that access ends with the statement), then fetches the event and raises it. When a handler runs, nothing is being written, so it may read the property back, and it finds the new value: what the article's didSet promised.

                Like `@Published` it works in classes only, and for the same reason. Its `$orders` is still the event, so subscribers do not change at all.

                The three side by side, on the lesson's live view models: `set 3` writes 3 orders to `viewModel` (the article's wrapper), `safeVM` (this one) and `publishedVM` (`@Published`). A watcher called `log` listens to all of them; each line says what it heard and what the owner held at that moment. Add your own with `subscribe`, drop them with `unsubscribe`.
                """,
            code: [Code.safeObservable, Code.safeOrdersVm, Code.stepSafeObservable]
        ) { _ in
            // @snippet step-safe-observable
            let viewModel = SafeOrdersVM()
            let badge = Label()
            viewModel.$orders.subscribe(badge) { [unowned viewModel] badge, orders in
                badge.text = "\(orders.count) orders"
                print("handler got \(orders.count) orders; viewModel.orders.count is \(viewModel.orders.count)")
            }
            viewModel.orders = OrderVM.sample(count: 3)
            viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
            print("the badge shows '\(badge.text ?? "")'")
            // @end step-safe-observable
        }
    }

    var injected: Step {
        Step(
            "Beyond the article: @Resolvable, no global",
            text: """
                The same subscript mends lesson di's dirty trick. `@Injected` is `@Resolvable` whose subscript asks the owner for the container: the owner conforms to `IHaveContainer` and keeps the container that made it. Nothing global is left: no `ContainerHolder`, no task-local, no "a first read outside `withValue` quietly gets the default container", and the container need not be `Sendable`.

                The step makes two view models from two containers, while a third container is bound as the global. Each view model resolves its provider from its own container, on first use and only then; the global never says a word.

                The price: an underscored feature that may change, classes only, and every view model holding its container: lesson di's Service Locator, now in plain sight.
                """,
            code: [Code.ihaveContainer, Code.injected, Code.injectedOrdersVm, Code.stepInjected]
        ) { ctx in
            // @snippet step-injected
            let containerA = LoggingContainer("container A")
            let containerB = LoggingContainer("container B")
            ContainerHolder.$container.withValue(LoggingContainer("the global")) {
                let first = InjectedOrdersVM(container: containerA, args: .init(customerId: 42, date: ctx.clock.now))
                let second = InjectedOrdersVM(container: containerB, args: .init(customerId: 7, date: ctx.clock.now))
                print("two view models made, nothing resolved yet; loadOrders() on each:")
                first.loadOrders()
                second.loadOrders()
                print("and on the first again:")
                first.loadOrders()
            }
            // @end step-injected
        }
    }

    var observation: Step {
        Step(
            "The other @Observable: Swift 5.9's Observation",
            text: """
                Since Swift 5.9 the toolchain ships an Observation module, on Linux too, with an `@Observable` macro; Apple now recommends it over `ObservableObject` for SwiftUI. It is a macro on the class, not a wrapper on a property: it rewrites every stored property so that reads and writes report to an observation registrar.

                A reader registers interest by reading inside `withObservationTracking`. Then `onChange` runs once, on the first write to anything it read, before the store (like `@Published`, unlike the article's event), and the tracking is over: to hear the next change, read again. SwiftUI does that on every render.

                Swift 6 adds a rule: `onChange` is `@Sendable`, since the write may come from any thread, so it cannot even capture the view model, which is not `Sendable`. Below, the compiler's words. The step's `onChange` only prints, and a `didSet` on the property shows when the store happens.

                Last, the names. In a file that imports Observation, `@Observable` means the macro even where your own module declares a wrapper of that name, and the errors speak of macros. That is why `ObservedOrdersVM.swift` spells `@Observation.Observable`, and why the article's wrapper is only used in files that do not import Observation.
                """,
            code: [Code.observedOrdersVm, Code.Rejected.onChangeCapture, Code.Rejected.nameClash, Code.stepObservation]
        ) { _ in
            // @snippet step-observation
            let viewModel = ObservedOrdersVM()
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                print("  onChange")
            }
            print("setting 3 orders:")
            viewModel.orders = OrderVM.sample(count: 3)
            print("setting 5 orders:")
            viewModel.orders = OrderVM.sample(count: 5)
            // @end step-observation
        }
    }
}
