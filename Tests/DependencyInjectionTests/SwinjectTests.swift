import Foundation
import Swinject
import Testing
@testable import DependencyInjection

@Suite struct SwinjectTests {
    let date = Date(timeIntervalSince1970: 1_587_577_309)

    func registered() -> Swinject.Container {
        let container = Swinject.Container()
        container.register(IOrdersProvider.self) { _ in PlainOrdersProvider() }
            .inObjectScope(.container)
        container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
            PlainOrdersVM(ordersProvider: r.resolve(IOrdersProvider.self)!, customerId: customerId, date: date)
        }
        .inObjectScope(.transient)
        return container
    }

    @Test func registeredTypesResolve() throws {
        let container = registered()
        let first = try #require(container.resolve(PlainOrdersVM.self, arguments: 42, date))
        let second = try #require(container.resolve(PlainOrdersVM.self, arguments: 7, date))
        #expect(first !== second, ".transient makes a new one each time")
        #expect(peek("ordersProvider", of: first) === peek("ordersProvider", of: second), ".container shares one")
        #expect(peek("customerId", of: first) as? Int == 42)
    }

    @Test func containerScopeIsASingleton() throws {
        let container = registered()
        let first = try #require(container.resolve(IOrdersProvider.self))
        let second = try #require(container.resolve(IOrdersProvider.self))
        let same = (first as AnyObject) === (second as AnyObject)
        #expect(same)
    }

    @Test func unregisteredTypeIsNil() {
        #expect(registered().resolve(OrdersProvider.self) == nil)
        #expect(registered().resolve(PlainOrdersProvider.self) == nil, "registered as IOrdersProvider, not as itself")
    }

    @Test func argumentsOfOtherTypesAreNil() {
        let container = registered()
        #expect(container.resolve(PlainOrdersVM.self, arguments: "42", date) == nil)
        #expect(container.resolve(PlainOrdersVM.self, argument: 42) == nil)
        #expect(container.resolve(PlainOrdersVM.self) == nil)
    }
}
