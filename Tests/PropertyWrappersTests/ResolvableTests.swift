import DependencyInjection
import Foundation
import Testing
@testable import PropertyWrappers

@Suite struct ResolvableTests {
    @Test func structOwnerResolvesOnFirstReadAndCopiesResolveApart() {
        let container = RecordingContainer()
        ContainerHolder.$container.withValue(container) {
            var form = DraftForm()
            var copy = form
            #expect(container.resolved.isEmpty, "nothing is resolved when the owner is made or copied")
            let first = form.draft
            #expect(container.resolved == ["OrderDraft"])
            #expect(form.draft === first, "the wrapper keeps what it resolved")
            let copied = copy.draft
            #expect(container.resolved == ["OrderDraft", "OrderDraft"], "the copy's wrapper had its own empty cache")
            #expect(first !== copied)
        }
    }

    @Test func copyMadeAfterTheFirstReadSharesTheCachedDraft() {
        ContainerHolder.$container.withValue(SafeContainer()) {
            var form = DraftForm()
            let first = form.draft
            var copy = form
            #expect(copy.draft === first)
        }
    }

    @Test func classOwnerResolvesOnceForEveryReference() {
        let container = RecordingContainer()
        ContainerHolder.$container.withValue(container) {
            let screen = DraftScreen()
            let alias = screen
            #expect(container.resolved.isEmpty)
            #expect(screen.draft === alias.draft)
            #expect(container.resolved == ["OrderDraft"])
        }
    }

    @Test func wrapperStorageHoldsNothingBeforeTheFirstRead() {
        ContainerHolder.$container.withValue(SafeContainer()) {
            let screen = DraftScreen()
            #expect(storedProperties(of: screen) == ["_draft: Resolvable<OrderDraft>"])
            let cache = Mirror(reflecting: screen).descendant("_draft", "cache")
            #expect(cache.map { "\($0)" } == "nil")
            _ = screen.draft
            #expect(Mirror(reflecting: screen).descendant("_draft", "cache").map { "\($0)" } != "nil")
        }
    }

    @Test func loggingContainerAnnouncesAndPassesOn() {
        let text = printed {
            let container = LoggingContainer("mine", SafeContainer())
            let first: OrderDraft = container.resolve()
            let second: OrderDraft = container.resolve()
            #expect(first !== second, "per request")
        }
        #expect(text == "  (mine: resolving OrderDraft)\n  (mine: resolving OrderDraft)\n")
    }

    // MARK: @Injected

    @Test func injectedResolvesFromItsOwnersContainerOnFirstUseOnly() {
        let global = RecordingContainer()
        let own = RecordingContainer()
        let text = printed {
            ContainerHolder.$container.withValue(global) {
                let viewModel = InjectedOrdersVM(container: own, args: .init(customerId: 7, date: Date(timeIntervalSince1970: 0)))
                #expect(own.resolved.isEmpty)
                viewModel.loadOrders()
                viewModel.loadOrders()
            }
        }
        #expect(own.resolved == ["OrdersProvider"])
        #expect(global.resolved.isEmpty, "the global container is never asked")
        #expect(text == String(repeating: "Loading orders for customer '7', date '1970-01-01 00:00:00 +0000'\n", count: 2))
    }

    @Test func injectedViewModelsOfTwoContainersGetTwoProviders() {
        let a = SafeContainer()
        let b = SafeContainer()
        let date = Date(timeIntervalSince1970: 0)
        _ = printed {
            let first = InjectedOrdersVM(container: a, args: .init(customerId: 1, date: date))
            let second = InjectedOrdersVM(container: b, args: .init(customerId: 2, date: date))
            first.loadOrders()
            second.loadOrders()
            let providerA = Mirror(reflecting: first).descendant("_ordersProvider", "cache", "some") as? OrdersProvider
            let providerB = Mirror(reflecting: second).descendant("_ordersProvider", "cache", "some") as? OrdersProvider
            #expect(providerA != nil)
            #expect(providerA === (a.resolve() as OrdersProvider))
            #expect(providerB === (b.resolve() as OrdersProvider))
            #expect(providerA !== providerB)
        }
    }
}
