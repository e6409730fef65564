import ConsoleViews
import DependencyInjection
import Observation
import OpenCombine
import LessonKit

// This file imports Observation, so `@Observable` here would mean the macro (step 17): the
// article's wrapper is used only in files that do not import it.

extension PropertyWrappersLesson {
    // @step storage
    func storage(_ ctx: LessonContext) throws {
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

    // @step arguments
    func arguments(_ ctx: LessonContext) throws {
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

    // @step resolvable
    func resolvable(_ ctx: LessonContext) throws {
        // @snippet step-resolvable
        ContainerHolder.$container.withValue(LoggingContainer()) {
            // A class: the getter is not mutating, so a `let` reads it.
            let screen = DraftScreen()
            print("first read:", type(of: screen.draft))
            print("second read, from the cache:", type(of: screen.draft))
        }
        // @end step-resolvable
    }

    // @step resolvable-copies
    func resolvableCopies(_ ctx: LessonContext) throws {
        // @snippet step-resolvable-copies
        ContainerHolder.$container.withValue(LoggingContainer()) {
            var form = DraftForm()
            var copy = form
            print("a DraftForm and a copy of it; first reads:")
            let formDraft = form.draft
            let copyDraft = copy.draft
            print("the copies share one draft:", formDraft === copyDraft)
        }
        // @end step-resolvable-copies
    }

    // @step observable
    func observable(_ ctx: LessonContext) throws {
        // @snippet step-observable
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: ctx.clock))
        let badge = Label()
        viewModel.$orders.subscribe(badge) { badge, orders in
            badge.text = "\(orders.count) orders"
            print("handler: got \(orders.count) orders")
        }
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
        viewModel.orders = viewModel.orders
        print("the badge shows '\(badge.text ?? "")'")
        // @end step-observable
    }

    // @step mid-write
    func midWrite(_ ctx: LessonContext) throws {
        // @snippet step-mid-write
        let viewModel = TracedOrdersVM()
        viewModel.$orders.subscribe(viewModel) { _, orders in
            print("  handler: got \(orders.count) orders")
        }
        print("orders = 3 orders")
        viewModel.orders = OrderVM.sample(count: 3)
        // @end step-mid-write
    }

    // @step copies
    func copies(_ ctx: LessonContext) throws {
        // @snippet step-copies
        let original = NoteDraft()
        let noteLabel = Label()
        original.$note.subscribe(noteLabel) { label, note in
            label.text = note
        }
        var copy = original
        copy.note = "typed into the copy"
        print("original.note: '\(original.note)'")
        print("its label: '\(noteLabel.text ?? "")'")
        // @end step-copies
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        // @snippet step-orders-screen
        let clock = LessonClock()
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: clock))
        let viewController = OrdersVC(viewModel: viewModel)
        viewController.present()
        print(viewController.render().joined(separator: "\n"))
        clock.advance(by: .seconds(1))
        print("one second later:")
        print(viewController.render().joined(separator: "\n"))
        // @end step-orders-screen
    }

    // @step screen-closes
    func screenCloses(_ ctx: LessonContext) throws {
        // @snippet step-screen-closes
        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: clock))
        lifetimes.track(viewModel, as: "OrdersVM #1")
        weak var closedScreen: OrdersVC?
        do {
            let viewController = OrdersVC(viewModel: viewModel)
            lifetimes.track(viewController, as: "OrdersVC #1")
            viewController.present()
            clock.advance(by: .seconds(1))
            closedScreen = viewController
        }
        lifetimes.check()
        let subscribers = viewModel.$orders.subscriberCount
        print("screen gone; alive: \(closedScreen != nil), $orders subscribers: \(subscribers)")
        clock.advance(by: .seconds(1))
        draw(.lifetimes(lifetimes.chart(title: "The screen closed at 1s; the event held it weakly")))
        // @end step-screen-closes
    }

    // @step published
    func published(_ ctx: LessonContext) throws {
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

    // @step object-will-change
    func objectWillChange(_ ctx: LessonContext) throws {
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

    // @step enclosing-instance
    func enclosingInstance(_ ctx: LessonContext) throws {
        // @snippet step-enclosing-instance
        let viewModel = TrackedOrdersVM()
        let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
            print("objectWillChange: the owner still holds '\(viewModel.status)'")
        }
        viewModel.status = "loading"
        viewModel.status = "ready"
        subscription.cancel()
        // @end step-enclosing-instance
        ctx.expose("trackedVM", note: "step 12's TrackedOrdersVM: @Tracked storage and its own objectWillChange", viewModel)
        live.track(viewModel, as: "trackedVM")
    }

    // @step tracked-storage
    func trackedStorage(_ ctx: LessonContext) throws {
        // @snippet step-tracked-storage
        for property in Mirror(reflecting: TrackedOrdersVM()).children {
            print("stored: \(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-tracked-storage
    }

    // @step forgetful
    func forgetful(_ ctx: LessonContext) throws {
        // @snippet step-forgetful
        let forgetful = ForgetfulVM()
        var heard = 0
        let lost = forgetful.objectWillChange.sink { heard += 1 }
        forgetful.status = "ready"
        print("ForgetfulVM's sink heard \(heard) writes")
        print("one publisher on every read:", forgetful.objectWillChange === forgetful.objectWillChange)
        let published = PublishedOrdersVM()
        print("PublishedOrdersVM, the same:", published.objectWillChange === published.objectWillChange)
        lost.cancel()
        // @end step-forgetful
    }

    // @step safe-observable
    func safeObservable(_ ctx: LessonContext) throws {
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

    // @step injected
    func injected(_ ctx: LessonContext) throws {
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

    // @step observation
    func observation(_ ctx: LessonContext) throws {
        // @snippet step-observation
        onMainActor {
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
        }
        // @end step-observation
    }

    // @step observation-names
    func observationNames(_ ctx: LessonContext) throws {
        // @snippet step-observation-names
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: ctx.clock))
        print("the article's $orders, here:", type(of: viewModel.$orders))
        print("the macro's view model:", ObservedOrdersVM.self)
        // @end step-observation-names
    }

    // @step observation-main-actor
    func observationMainActor(_ ctx: LessonContext) throws {
        // @snippet step-observation-main-actor
        onMainActor {
            let viewModel = ObservedOrdersVM()
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                // Only the main actor writes `orders`, and onChange runs inside the write.
                MainActor.assumeIsolated { print("  onChange; still \(viewModel.orders.count)") }
            }
            viewModel.orders = OrderVM.sample(count: 3)
        }
        // @end step-observation-main-actor
    }
}
