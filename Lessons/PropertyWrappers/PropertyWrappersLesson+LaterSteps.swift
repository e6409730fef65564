import ConsoleViews
import DependencyInjection
import Observation
import OpenCombine
import LessonKit

// This file imports Observation, so `@Observable` here would mean the macro (step 21): the
// article's wrapper is used only in files that do not import it.

extension PropertyWrappersLesson {
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
        let viewModel = PublishedOrdersVM()
        // @snippet step-object-will-change
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
        // @end step-object-will-change
        subscription.cancel()
    }

    // @step render-later
    func renderLater(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let viewModel = PublishedOrdersVM()
        // @snippet step-render-later
        let screen = SummaryVC(viewModel: viewModel, clock: clock)
        screen.present()
        viewModel.status = "loading"
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.status = "ready"
        print(screen.render().joined(separator: "\n"))
        clock.advance(by: .zero)
        print("after one turn of the run loop (renders: \(screen.renders)):")
        print(screen.render().joined(separator: "\n"))
        // @end step-render-later
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
        ctx.expose("trackedVM", note: "step 16's TrackedOrdersVM: @Tracked storage and its own objectWillChange", viewModel)
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
        onMainActor {
            let viewModel = ObservedOrdersVM()
            // @snippet step-observation
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

    // @step observation-names
    func observationNames(_ ctx: LessonContext) throws {
        // @snippet step-observation-names
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: ctx.clock))
        print("the article's $orders, here:", type(of: viewModel.$orders))
        print("the macro's view model:", ObservedOrdersVM.self)
        // @end step-observation-names
    }

    // @step observation-sendable
    func observationSendable(_ ctx: LessonContext) throws {
        onMainActor {
            let viewModel = ObservedOrdersVM()
            // @snippet step-observation-sendable
            withObservationTracking {
                _ = viewModel.orders
            } onChange: {
                print("  onChange: orders will change")   // captures nothing
            }
            viewModel.orders = OrderVM.sample(count: 3)
            // @end step-observation-sendable
        }
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
