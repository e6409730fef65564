import Foundation
import PlaygroundKit
import Testing
@testable import DependencyInjection

/// The `@MainActor` view model of step 25: its conformance is isolated to the main actor, so only
/// main-actor code resolves it, and the container's generic code calls its init there.
@Suite struct MainActorTests {
    let args = OrdersVM.Args(customerId: 42, date: Date(timeIntervalSince1970: 0))

    @Test @MainActor func resolvesOnTheMainActorWithTheSharedProvider() {
        let container = SafeContainer()
        let viewModel: MainActorOrdersVM = container.resolve(args: args)
        let provider: OrdersProvider = container.resolve()
        #expect(peek("ordersProvider", of: viewModel) === provider)
    }

    @Test @MainActor func isPerRequest() {
        let container = SafeContainer()
        let first: MainActorOrdersVM = container.resolve(args: args)
        let second: MainActorOrdersVM = container.resolve(args: args)
        #expect(first !== second)
        #expect(container.cachedTypes == ["OrdersProvider"])
    }

    /// As the step does it: nonisolated code hops with `onMainActor`, and only the view model's
    /// reference (a `@MainActor` class is `Sendable`) comes back out.
    @Test func resolvesThroughOnMainActorFromNonisolatedCode() {
        let container = SafeContainer()
        let args = self.args
        let viewModel = onMainActor { () -> MainActorOrdersVM in
            MainActor.assertIsolated()
            return container.resolve(args: args)
        }
        let provider = ObjectIdentifier(container.resolve() as OrdersProvider)
        let held = onMainActor { peek("ordersProvider", of: viewModel).map(ObjectIdentifier.init) }
        #expect(held == provider)
    }
}
