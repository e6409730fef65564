import Foundation
import Testing
@testable import DependencyInjection

@Suite struct SafeContainerTests {
    @Test func scopesWorkAsInTheArticlesContainer() {
        let container = SafeContainer()
        #expect(container.resolve() as Analytics === container.resolve() as Analytics)
        #expect(container.resolve() as OrderForm !== container.resolve() as OrderForm)
        #expect(container.cachedTypes == ["Analytics"])
    }

    /// Runs `resolve` on a `SafeContainer` whose cycle handler reports the cycle and parks.
    func cycle(_ resolve: @escaping @Sendable (SafeContainer) -> Void) -> DependencyCycle {
        Sandbox.run { stop in
            resolve(SafeContainer(onCycle: { cycle in stop(cycle) }))
            return DependencyCycle(types: [])
        }
    }

    @Test func cycleFromCartIsReportedWithTheExactChain() {
        let found = cycle { let _: Cart = $0.resolve() }
        #expect(found.types == ["Cart", "Checkout", "Cart"])
        #expect(found.message == "dependency cycle: Cart → Checkout → Cart")
    }

    @Test func cycleFromCheckoutStartsAtCheckout() {
        #expect(cycle { let _: Checkout = $0.resolve() }.types == ["Checkout", "Cart", "Checkout"])
    }

    @Test func noCycleMeansTheSandboxReturnsNormally() {
        let result = Sandbox.run { _ in
            let container = SafeContainer(onCycle: { _ in fatalError("no cycle expected") })
            let cart: FixedCart = container.resolve()
            return cart.checkout === container.resolve() as FixedCheckout
        }
        #expect(result)
    }

    @Test func articlesContainerRecursesUntilStopped() {
        let chain = Sandbox.run { stop in
            let container = DepthLimitedContainer(limit: 8, stop: stop)
            let _: Cart = container.resolve()
            return container.chain
        }
        #expect(chain == Array(repeating: ["Cart", "Checkout"], count: 4).flatMap { $0 })
    }

    @Test(arguments: [2, 8, 32])
    func concurrentResolvesOfASingletonMakeOneInstance(threads: Int) {
        for _ in 1...100 {
            let container = SafeContainer()
            let instances = concurrently(threads: threads) { container.resolve() as Analytics }
            #expect(instances.count == threads)
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 1)
        }
    }

    @Test func concurrentNestedResolvesShareOneProvider() {
        let container = SafeContainer()
        let date = Date(timeIntervalSince1970: 0)
        let providers = concurrently(threads: 16) { () -> ObjectIdentifier in
            let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: date))
            return ObjectIdentifier(peek("ordersProvider", of: viewModel)!)
        }
        #expect(Set(providers).count == 1)
        #expect(providers.first == ObjectIdentifier(container.resolve() as OrdersProvider))
    }

    @Test func perRequestStaysPerRequestUnderConcurrency() {
        let container = SafeContainer()
        let forms = concurrently(threads: 8) { ObjectIdentifier(container.resolve() as OrderForm) }
        #expect(forms.count == 8)
    }

    @Test func forcedInterleavingOnTheArticlesContainerMakesTwoSingletons() {
        for _ in 1...20 {
            let container = InterleavingContainer()
            let threadA: OrdersProvider = container.resolve()
            let threadB = container.threadBGot
            #expect(threadB != nil)
            #expect(threadA !== threadB)
            #expect(container.resolve() as OrdersProvider === threadA, "the cache keeps the last one stored")
        }
    }
}
