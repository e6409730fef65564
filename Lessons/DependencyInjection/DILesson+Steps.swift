import Foundation
import LessonKit

extension DILesson {
    // @step scopes
    func scopes(_ ctx: LessonContext) throws {
        // @snippet step-scopes
        for type: any IResolvable.Type in [Analytics.self, OrderForm.self] {
            print("\(type): \(type.instanceScope)")
        }
        // @end step-scopes
    }

    // @step container
    func container(_ ctx: LessonContext) throws {
        // @snippet step-container
        let container = Container()
        let first: Analytics = container.resolve(args: ())
        let second: Analytics = container.resolve(args: ())
        print("Analytics resolved twice, same instance:", first === second)

        let formA: OrderForm = container.resolve(args: ())
        let formB: OrderForm = container.resolve(args: ())
        print("OrderForm resolved twice, same instance:", formA === formB)
        // @end step-container
    }

    // @step scope-helpers
    func scopeHelpers(_ ctx: LessonContext) throws {
        // @snippet step-scope-helpers
        let container = Container()
        let first: OrdersProvider = container.resolve()
        let second: OrdersProvider = container.resolve()
        print("OrdersProvider resolved twice, same instance:", first === second)
        // @end step-scope-helpers
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        // @snippet step-orders
        let container = Container()
        let viewModel: OrdersVM = container.resolve(
            args: .init(customerId: 42, date: ctx.clock.now))
        viewModel.loadOrders()
        // @end step-orders
        ctx.expose("viewModel", note: "step 4's OrdersVM and the provider it resolved", viewModel)
    }

    // @step property-wrapper
    func propertyWrapper(_ ctx: LessonContext) throws {
        let args = LazyOrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-wrapper-storage
        let viewModel = LazyOrdersVM(container: Container(), args: args)
        for property in Mirror(reflecting: viewModel).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-wrapper-storage
    }

    // @step global
    func global(_ ctx: LessonContext) throws {
        // @snippet step-global
        // Read where no task bound one: the default.
        print("the holder's container:", type(of: ContainerHolder.container))
        // @end step-global
    }

    // @step task-local
    func taskLocal(_ ctx: LessonContext) throws {
        // @snippet step-task-local
        let mine = SafeContainer()
        ContainerHolder.$container.withValue(mine) {
            print("inside withValue, mine:", ContainerHolder.container === mine)
        }
        print("after it, mine:", ContainerHolder.container === mine)
        // @end step-task-local
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
        print("resolved a \(type(of: printer)): declared above, registered nowhere")
        // @end step-no-registration
    }

    // @step wrong-arguments
    func wrongArguments(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-right-arguments
        let viewModel: OrdersVM = Container().resolve(args: args)  // its own Args
        viewModel.loadOrders()
        // @end step-right-arguments
    }

    // @step testing-with-init
    func testingWithInit(_ ctx: LessonContext) throws {
        let args = TestableOrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-way-one
        let fake = RecordingOrdersProvider()
        let tested = TestableOrdersVM(ordersProvider: fake, args: args)
        tested.loadOrders()
        print("the fake was asked for:", fake.requests)
        let real: TestableOrdersVM = Container().resolve(args: args)
        real.loadOrders()
        // @end step-way-one
    }

    // @step any-resolvable
    func anyResolvable(_ ctx: LessonContext) throws {
        // @snippet step-any-resolvable
        let box = AnyResolvable(resolvable: OrdersProviderMock.self)
        let made = box.resolve(container: Container(), args: ())
        print("\(box.name) box made:", made.map { "\(type(of: $0))" } ?? "nil")
        let refused = box.resolve(container: Container(), args: "42")
        print("the same box given a String for arguments:", refused as Any)
        // @end step-any-resolvable
    }

    // @step testing-with-mock
    func testingWithMock(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-way-two
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let viewModel: OrdersVM = container.resolve(args: args)
        viewModel.loadOrders()
        // @end step-way-two
        ctx.expose("mock", note: "step 13's ContainerMock: its substitutions and cache", container)
    }

    // @step opened
    func opened(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-opened
        let opened = OpenedContainerMock()
        opened.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let viewModel: OrdersVM = opened.resolve(args: args)
        viewModel.loadOrders()
        // @end step-opened
    }

    // @step opened-limits
    func openedLimits(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-opened-limits
        // Compiles: any IResolvable.Type takes any type, whatever its Arguments.
        let mismatched = OpenedContainerMock()
        mismatched.replace(OrdersProvider.self, with: OrdersVM.self)
        print("OrdersVM (which needs Args) in OrdersProvider's place:")
        let mismatchedViewModel: OrdersVM = mismatched.resolve(args: args)
        mismatchedViewModel.loadOrders()
        // @end step-opened-limits
    }
}
