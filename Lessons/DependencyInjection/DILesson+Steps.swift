import Foundation
import LessonKit
import Swinject
import Synchronization

extension DILesson {
    // @step scopes
    func scopes(_ ctx: LessonContext) throws {
        // @snippet step-scopes
        let container = Container()
        let first: Analytics = container.resolve(args: ())
        let second: Analytics = container.resolve(args: ())
        print("Analytics resolved twice, same instance:", first === second)

        let formA: OrderForm = container.resolve(args: ())
        let formB: OrderForm = container.resolve(args: ())
        print("OrderForm resolved twice, same instance:", formA === formB)
        // @end step-scopes
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        // @snippet step-orders
        let container = Container()
        let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: ctx.clock.now))
        viewModel.loadOrders()
        // @end step-orders
        ctx.expose("viewModel", note: "step 2's OrdersVM and the provider it resolved", viewModel)
    }

    // @step property-wrapper
    func propertyWrapper(_ ctx: LessonContext) throws {
        // @snippet step-wrapper-storage
        let args = LazyOrdersVM.Args(customerId: 42, date: ctx.clock.now)
        let viewModel = LazyOrdersVM(container: Container(), args: args)
        for property in Mirror(reflecting: viewModel).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-wrapper-storage
    }

    // @step safe-global
    func safeGlobal(_ ctx: LessonContext) throws {
        // @snippet step-lazy
        let container = LoggingContainer(SafeContainer())
        ContainerHolder.$container.withValue(container) {
            let viewModel: LazyOrdersVM = ContainerHolder.container.resolve(
                args: .init(customerId: 42, date: ctx.clock.now))
            print("view model made; first loadOrders():")
            viewModel.loadOrders()
            print("second loadOrders():")
            viewModel.loadOrders()
        }
        // @end step-lazy
    }

    // @step critique
    func critique(_ ctx: LessonContext) throws {
        // @snippet step-no-registration
        final class ReceiptPrinter: ISingleton {
            init(container: IContainer, args: Void) {}
        }

        let printer: ReceiptPrinter = Container().resolve()
        print("resolved a \(type(of: printer)): declared just above, registered nowhere")
        // @end step-no-registration
    }

    // @step testing-with-init
    func testingWithInit(_ ctx: LessonContext) throws {
        // @snippet step-way-one
        let args = TestableOrdersVM.Args(customerId: 42, date: ctx.clock.now)
        let fake = RecordingOrdersProvider()
        let tested = TestableOrdersVM(ordersProvider: fake, args: args)
        tested.loadOrders()
        print("the fake was asked for:", fake.requests)

        let real: TestableOrdersVM = Container().resolve(args: args)
        real.loadOrders()
        // @end step-way-one
    }

    // @step testing-with-mock
    func testingWithMock(_ ctx: LessonContext) throws {
        // @snippet step-way-two
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let viewModel: OrdersVM = container.resolve(args: args)
        viewModel.loadOrders()
        // @end step-way-two
        ctx.expose("mock", note: "step 7's ContainerMock: its substitutions and cache", container)

        // @snippet step-opened
        let opened = OpenedContainerMock()
        opened.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        print("the same through OpenedContainerMock, no box:")
        let openedViewModel: OrdersVM = opened.resolve(args: args)
        openedViewModel.loadOrders()

        // Compiles: any IResolvable.Type takes any resolvable type, whatever its arguments.
        let mismatched = OpenedContainerMock()
        mismatched.replace(OrdersProvider.self, with: OrdersVM.self)
        print("OrdersVM (which needs Args) in OrdersProvider's place:")
        let mismatchedViewModel: OrdersVM = mismatched.resolve(args: args)
        mismatchedViewModel.loadOrders()
        // @end step-opened
    }

    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let recorder = ResolutionRecorder()
        let chain = Sandbox.run { stop in
            let container = DepthLimitedContainer(limit: 8, stop: stop)
            container.recorder = recorder
            let _: Cart = container.resolve()
            return container.chain
        }
        print(chain.joined(separator: " → ") + " → ...")
        print("stopped by the demo after \(chain.count) nested inits;")
        print("left alone, it goes on until the stack overflows")

        var graph = recorder.graph(title: "Container, resolving Cart", label: InstanceNumbers().label)
        graph.notes = ["stopped here by the demo; the real one never stops"]
        draw(.graph(ObjectGraphFigure(panels: [graph])))
        // @end step-cycle
    }

    // @step cycle-fixed
    func cycleFixed(_ ctx: LessonContext) throws {
        // @snippet step-cycle-fixed
        let before = ResolutionRecorder()
        let message = Sandbox.run { stop in
            let container = SafeContainer(recorder: before, onCycle: { cycle in stop(cycle.message) })
            let _: Cart = container.resolve()
            return "no cycle"
        }
        print(message)

        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        var kept: FixedCheckout?
        let figure: ObjectGraphFigure
        do {
            let after = ResolutionRecorder()
            let container = SafeContainer(recorder: after)
            let cart: FixedCart = container.resolve()
            cart.checkout.pay()
            kept = cart.checkout
            lifetimes.track(container, as: "SafeContainer")
            lifetimes.track(cart, as: "FixedCart")
            lifetimes.track(cart.checkout, as: "FixedCheckout")

            let numbers = InstanceNumbers()  // it and the recorder keep what they saw alive
            var fixed = after.graph(title: "after the fix", label: numbers.label)
            fixed.notes = ["last line: pay() asks for the cart"]
            figure = ObjectGraphFigure(panels: [
                before.graph(title: "before: Cart and Checkout", label: numbers.label), fixed,
            ])
            clock.advance(by: .seconds(1))
            extendLifetime(container)
        }
        lifetimes.check()
        kept?.pay()
        clock.advance(by: .seconds(1))
        kept = nil
        lifetimes.check()
        draw(.graph(figure))
        draw(.lifetimes(lifetimes.chart(title: "The container let go at 1s, the kept checkout at 2s")))
        // @end step-cycle-fixed
        live.cycleGraph = figure
    }

    // @step race
    func race(_ ctx: LessonContext) throws {
        // @snippet step-race
        let container = InterleavingContainer()
        let threadA: OrdersProvider = container.resolve()
        let threadB = container.threadBGot!
        let cached: OrdersProvider = container.resolve()
        print("threads A and B got the same OrdersProvider:", threadA === threadB)
        print("the cache holds A's:", cached === threadA)
        print("the cache holds B's:", cached === threadB)
        // @end step-race
    }

    // @step race-fixed
    func raceFixed(_ ctx: LessonContext) throws {
        // @snippet step-race-fixed
        var instancesPerContainer: [Int] = []
        for _ in 1...200 {
            let container = SafeContainer()
            let handedOut = Mutex<[Analytics]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let analytics: Analytics = container.resolve()
                handedOut.withLock { $0.append(analytics) }
            }
            let distinct = handedOut.withLock { Set($0.map(ObjectIdentifier.init)).count }
            instancesPerContainer.append(distinct)
        }
        let runs = instancesPerContainer.count
        let exactlyOne = instancesPerContainer.filter { $0 == 1 }.count
        print("containers: \(runs), each resolving Analytics on 8 threads at once")
        print("containers that handed out exactly one Analytics: \(exactlyOne) of \(runs)")
        // @end step-race-fixed
    }

    // @step swinject
    func swinject(_ ctx: LessonContext) throws {
        // @snippet step-swinject
        let container = Swinject.Container()
        container.register(IOrdersProvider.self) { _ in PlainOrdersProvider() }
            .inObjectScope(.container)
        container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
            let provider = r.resolve(IOrdersProvider.self)!
            return PlainOrdersVM(ordersProvider: provider, customerId: customerId, date: date)
        }
        .inObjectScope(.transient)

        let viewModel = container.resolve(PlainOrdersVM.self, arguments: 42, ctx.clock.now)!
        viewModel.loadOrders()

        let first = container.resolve(IOrdersProvider.self)! as AnyObject
        let second = container.resolve(IOrdersProvider.self)! as AnyObject
        print("IOrdersProvider resolved twice, same instance:", first === second)
        let unregistered = container.resolve(OrdersProvider.self)
        print("OrdersProvider, never registered:", unregistered as Any)
        let wrongArgs = container.resolve(PlainOrdersVM.self, arguments: "42", ctx.clock.now)
        print("PlainOrdersVM with a String customer id:", wrongArgs as Any)
        // @end step-swinject

        // The picture: two view models asked of the article's container and of Swinject (the
        // lesson's own registrations, the same as above, with factories that note what they
        // resolve), drawn from what each really resolved.
        let recorded = Container()
        let recorder = ResolutionRecorder()
        recorded.recorder = recorder
        let swinject = LiveSwinject(mock: false)
        for customerId in [42, 7] {
            let _: OrdersVM = recorded.resolve(args: .init(customerId: customerId, date: ctx.clock.now))
            swinject.resolveViewModel(customerId: customerId, date: ctx.clock.now)
        }
        let numbers = InstanceNumbers()
        draw(.graph(ObjectGraphFigure(title: "Two view models, one provider", panels: [
            recorder.graph(title: "Container", label: numbers.label), swinject.graph(),
        ])))
    }
}
