import ConsoleViews
import DependencyInjection
import OpenCombine
import LessonKit

// Steps 14 to 22: the real @Published and objectWillChange, and the article's @Observable mended.
extension PropertyWrappersLesson {
    // @step published
    func published(_ ctx: LessonContext) throws {
        // @snippet step-published
        let viewModel = PublishedOrdersVM()
        let subscription = viewModel.$orders.sink { [weak viewModel] orders in
            guard let viewModel else { return }
            let held = viewModel.orders.count
            print("sink got \(orders.count); the owner holds \(held)")
        }
        viewModel.orders = OrderVM.sample(count: 3)
        print("after the set, the owner holds \(viewModel.orders.count)")
        subscription.cancel()
        // @end step-published
    }

    // @step object-will-change
    func objectWillChange(_ ctx: LessonContext) throws {
        let viewModel = PublishedOrdersVM()
        // @snippet step-object-will-change
        var sends = 0
        let subscription = viewModel.objectWillChange.sink { [weak viewModel] in
            guard let viewModel else { return }
            sends += 1
            let count = viewModel.orders.count
            print("send #\(sends): '\(viewModel.status)', \(count) orders")
        }
        viewModel.status = "loading"
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.status = "ready"
        viewModel.status = "ready"
        print("4 writes, \(sends) sends")
        print("now '\(viewModel.status)', \(viewModel.orders.count) orders")
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

    // @step outlives
    func outlives(_ ctx: LessonContext) throws {
        // @snippet step-outlives
        let clock = LessonClock()
        var viewModel: PublishedOrdersVM? = PublishedOrdersVM()
        let changes = viewModel!.$orders.dropFirst()
        let subscription = changes.sink { [weak viewModel] _ in
            clock.schedule(after: .zero, label: "render") {  // on the next turn
                guard let viewModel else {
                    print("render: the view model is gone, and weak reads nil;")
                    print("[unowned viewModel] would stop the app here:")
                    print(TrapMessage.indented(TrapMessage.deadUnowned))
                    return
                }
                print("render: \(viewModel.orders.count) orders")
            }
        }
        viewModel?.orders = OrderVM.sample(count: 3)
        viewModel = nil
        print("the view model went before the next turn")
        clock.advance(by: .zero)
        subscription.cancel()
        // @end step-outlives
    }

    // @step enclosing-instance
    func enclosingInstance(_ ctx: LessonContext) throws {
        // @snippet step-enclosing-instance
        let viewModel = TrackedOrdersVM()
        let subscription = viewModel.objectWillChange.sink { [weak viewModel] in
            guard let viewModel else { return }
            print("objectWillChange: the owner still holds '\(viewModel.status)'")
        }
        viewModel.status = "loading"
        viewModel.status = "ready"
        subscription.cancel()
        // @end step-enclosing-instance
        ctx.expose("trackedVM", note: "step 18's TrackedOrdersVM: @Tracked storage and its own objectWillChange", viewModel)
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
        let same = forgetful.objectWillChange === forgetful.objectWillChange
        print("one publisher on every read:", same)
        let published = PublishedOrdersVM()
        let shared = published.objectWillChange === published.objectWillChange
        print("PublishedOrdersVM, the same:", shared)
        lost.cancel()
        // @end step-forgetful
    }

    // @step safe-observable
    func safeObservable(_ ctx: LessonContext) throws {
        // @snippet step-safe-observable
        let viewModel = SafeOrdersVM()
        let badge = Label()
        viewModel.$orders.subscribe(badge) { [weak viewModel] badge, orders in
            guard let viewModel else { return }
            let held = viewModel.orders.count   // the owner, read back: allowed now
            badge.text = "\(held) orders"
            print("handler got \(orders.count); the owner holds \(held)")
        }
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
        print("the badge shows '\(badge.text ?? "")'")
        // @end step-safe-observable
    }

    // @step side-by-side
    func sideBySide(_ ctx: LessonContext) throws {
        // @snippet step-side-by-side
        let live = Live(clock: LessonClock())   // what the commands work on
        for target in Live.Target.allCases {
            live.set(target, count: 3)          // `set 3` does this
        }
        // @end step-side-by-side
    }
}
