import ConsoleViews
import DependencyInjection
import LessonKit

extension PropertyWrappersLesson {
    // @step wrapper
    func wrapper(_ ctx: LessonContext) throws {
        // @snippet step-wrapper
        @Trimmed var city = "Omsk\n"
        print("city: '\(city)'")
        city = "   Tomsk  "
        print("city: '\(city)'")
        // @end step-wrapper
    }

    // @step storage
    func storage(_ ctx: LessonContext) throws {
        // @snippet step-storage
        let customer = Customer(name: "  Ann Lee ", city: "Omsk\n")
        print("name: '\(customer.name)', city: '\(customer.city)'")
        print(customer.nameStorage())
        for property in Mirror(reflecting: customer).children {
            print("stored: \(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-storage
        ctx.expose("customer", note: "step 2's Customer: two @Trimmed properties", customer)
    }

    // @step arguments
    func arguments(_ ctx: LessonContext) throws {
        // @snippet step-arguments
        var settings = PlayerSettings()
        print("speed starts at \(settings.speed)")
        settings.volume = 42
        print("volume = 42 → \(settings.volume)")
        settings.volume -= 20
        print("volume -= 20 → \(settings.volume)")
        // @end step-arguments
    }

    // @step projection
    func projection(_ ctx: LessonContext) throws {
        // @snippet step-projection
        let settings = PlayerSettings()
        print("speed \(settings.speed) of \(settings.$speed)")
        print(settings.describeVolume())
        for property in Mirror(reflecting: settings).children {
            print("stored: \(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-projection
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

    // @step resolvable-struct
    func resolvableStruct(_ ctx: LessonContext) throws {
        ContainerHolder.$container.withValue(LoggingContainer()) {
            // @snippet step-resolvable-struct
            var form = DraftForm()
            print("first read:", type(of: form.draft))
            print("second read, from the cache:", type(of: form.draft))
            // @end step-resolvable-struct
        }
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
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: ctx.clock))
        // @snippet step-observable
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
        viewModel.$orders.subscribe(viewModel) { viewModel, orders in
            print("handler got \(orders.count) orders; writing:", viewModel.writing)
            guard viewModel.writing else { return }
            print("so reading viewModel.orders here would stop the app:")
            print(TrapMessage.indented(TrapMessage.overlappingAccess))
        }
        viewModel.orders = OrderVM.sample(count: 3)
        print("the write is over; writing:", viewModel.writing)
        print("viewModel.orders.count:", viewModel.orders.count)
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
        let provider = DelayedOrdersProvider(clock: clock)
        let viewController = OrdersVC(viewModel: OrdersVM(ordersProvider: provider))
        viewController.present()
        print(viewController.render().joined(separator: "\n"))
        // @end step-orders-screen
    }

    // @step orders-arrive
    func ordersArrive(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let provider = DelayedOrdersProvider(clock: clock)
        let viewController = OrdersVC(viewModel: OrdersVM(ordersProvider: provider))
        viewController.present()
        // @snippet step-orders-arrive
        clock.advance(by: .seconds(1))
        print("one second later:")
        print(viewController.render().joined(separator: "\n"))
        // @end step-orders-arrive
    }

    // @step screen-closes
    func screenCloses(_ ctx: LessonContext) throws {
        // @snippet step-screen-closes
        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        let provider = DelayedOrdersProvider(clock: clock)
        let viewModel = OrdersVM(ordersProvider: provider)
        lifetimes.track(viewModel, as: "OrdersVM #1")
        weak var screen: OrdersVC?
        do {
            let viewController = OrdersVC(viewModel: viewModel)
            lifetimes.track(viewController, as: "OrdersVC #1")
            viewController.present()
            clock.advance(by: .seconds(1))
            screen = viewController
        }
        lifetimes.check()
        let subscribers = viewModel.$orders.subscriberCount
        print("screen alive:", screen != nil, "| $orders subscribers:", subscribers)
        clock.advance(by: .seconds(1))
        let title = "The screen closed at 1s; the event held it weakly"
        draw(.lifetimes(lifetimes.chart(title: title)))
        // @end step-screen-closes
    }
}
