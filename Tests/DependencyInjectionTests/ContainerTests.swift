import Foundation
import Testing
@testable import DependencyInjection

@Suite struct ContainerTests {
    let date = Date(timeIntervalSince1970: 1_587_577_309)

    @Test func singletonIsTheSameInstanceEveryTime() {
        let container = Container()
        let first: Analytics = container.resolve()
        let second: Analytics = container.resolve()
        #expect(first === second)
        #expect(container.cachedSingletons.map(\.type) == ["Analytics"])
    }

    @Test func perRequestIsNewEveryTime() {
        let container = Container()
        let first: OrderForm = container.resolve()
        let second: OrderForm = container.resolve()
        #expect(first !== second)
        #expect(container.cachedSingletons.isEmpty)
    }

    @Test func separateContainersHaveSeparateSingletons() {
        let first: OrdersProvider = Container().resolve()
        let second: OrdersProvider = Container().resolve()
        #expect(first !== second)
    }

    @Test func ordersVMGetsTheSingletonProvider() {
        let container = Container()
        let first: OrdersVM = container.resolve(args: .init(customerId: 42, date: date))
        let second: OrdersVM = container.resolve(args: .init(customerId: 7, date: date))
        let provider: OrdersProvider = container.resolve()
        #expect(first !== second)
        #expect(peek("ordersProvider", of: first) === provider)
        #expect(peek("ordersProvider", of: second) === provider)
    }

    @Test func containerMockSubstitutesTheProvider() {
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let provider: OrdersProvider = container.resolve()
        #expect(provider is OrdersProviderMock)
        #expect(container.resolve() as OrdersProvider === provider, "the substitute is still a singleton")
        let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: date))
        #expect(peek("ordersProvider", of: viewModel) === provider)
        #expect(container.substitutionNames.map(\.substitute) == ["OrdersProviderMock"])
    }

    @Test func containerMockMakesRealTypesWhereNothingIsSubstituted() {
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
        let analytics: Analytics = container.resolve()
        #expect(type(of: analytics) == Analytics.self)
    }

    @Test func anyResolvableRefusesArgumentsOfAnotherType() {
        let erased = AnyResolvable(resolvable: OrdersVM.self)
        #expect(erased.resolve(container: Container(), args: "42") == nil)
        #expect(erased.resolve(container: Container(), args: OrdersVM.Args(customerId: 42, date: date)) is OrdersVM)
        #expect(erased.name == "OrdersVM")
    }

    @Test func wayOneHandsTheViewModelAnyProvider() {
        let fake = RecordingOrdersProvider()
        let viewModel = TestableOrdersVM(ordersProvider: fake, args: .init(customerId: 42, date: date))
        viewModel.loadOrders()
        #expect(fake.requests.map(\.customerId) == [42])
        #expect(fake.requests.map(\.date) == [date])
    }

    @Test func wayOneStillResolvesTheRealProviderThroughTheContainer() {
        let container = Container()
        let viewModel: TestableOrdersVM = container.resolve(args: .init(customerId: 42, date: date))
        #expect(peek("ordersProvider", of: viewModel) === container.resolve() as OrdersProvider)
    }

    @Test func typeKeyIsTheTypesIdentityAndShowsItsName() {
        #expect(TypeKey(OrdersProvider.self) == TypeKey(OrdersProvider.self))
        #expect(TypeKey(OrdersProvider.self) != TypeKey(OrdersProviderMock.self))
        #expect(TypeKey(OrdersProvider.self).description == "OrdersProvider")
        #expect(Mirror(reflecting: TypeKey(OrdersProvider.self)).children.isEmpty)
    }

    @Test func lazyCycleBreakResolvesBothSides() {
        let container = Container()
        let cart: FixedCart = container.resolve()
        #expect(cart.checkout === container.resolve() as FixedCheckout)
    }
}
