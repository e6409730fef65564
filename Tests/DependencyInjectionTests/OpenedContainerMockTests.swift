import Foundation
import Testing
@testable import DependencyInjection

/// Step 7's correction: since Swift 5.7 an `any IResolvable.Type`, opened by a generic function,
/// can make instances; the casts stay, for the box and for opening alike.
@Suite struct OpenedContainerMockTests {
    let args = OrdersVM.Args(customerId: 42, date: Date(timeIntervalSince1970: 1_587_577_309))

    /// The article's mock (an `AnyResolvable` box) and the one built on opening, side by side.
    enum Mock: String, CaseIterable, CustomTestStringConvertible {
        case boxed, opened
        var testDescription: String { rawValue }

        func replacing<Type: IResolvable, Substitute: IResolvable>(_ type: Type.Type, with substitute: Substitute.Type) -> Container {
            switch self {
            case .boxed:
                let mock = ContainerMock()
                mock.replace(type, with: substitute)
                return mock
            case .opened:
                let mock = OpenedContainerMock()
                mock.replace(type, with: substitute)
                return mock
            }
        }
    }

    @Test func anOpenedMetatypeMakesTheSubstituteAndTheScopeStillApplies() {
        let container = OpenedContainerMock()
        let substitute: any IResolvable.Type = OrdersProviderMock.self
        container.replace(OrdersProvider.self, with: substitute)
        let provider: OrdersProvider = container.resolve()
        #expect(type(of: provider) == OrdersProviderMock.self)
        #expect(container.resolve() as OrdersProvider === provider, "the substitute is still a singleton")
        let viewModel: OrdersVM = container.resolve(args: args)
        #expect(peek("ordersProvider", of: viewModel) === provider)
    }

    @Test(arguments: Mock.allCases)
    func bothMocksSubstituteTheProvider(_ mock: Mock) {
        let container = mock.replacing(OrdersProvider.self, with: OrdersProviderMock.self)
        let provider: OrdersProvider = container.resolve()
        #expect(type(of: provider) == OrdersProviderMock.self)
        let analytics: Analytics = container.resolve()
        #expect(type(of: analytics) == Analytics.self, "types nobody replaced are made as they are")
    }

    /// `OrdersVM` needs `Args`; `OrdersProvider` is resolved with `()`. It compiles, the cast in
    /// the box or in `make` gives nil, and the real type steps in without a word.
    @Test(arguments: Mock.allCases)
    func aSubstituteThatTakesOtherArgumentsQuietlyGivesTheRealType(_ mock: Mock) {
        let container = mock.replacing(OrdersProvider.self, with: OrdersVM.self)
        let provider: OrdersProvider = container.resolve()
        #expect(type(of: provider) == OrdersProvider.self)
    }

    /// `Analytics` takes `()` too, so it is made; the `as? T` after it gives nil.
    @Test(arguments: Mock.allCases)
    func aSubstituteOfAnotherClassQuietlyGivesTheRealType(_ mock: Mock) {
        let container = mock.replacing(OrdersProvider.self, with: Analytics.self)
        let provider: OrdersProvider = container.resolve()
        #expect(type(of: provider) == OrdersProvider.self)
    }
}
