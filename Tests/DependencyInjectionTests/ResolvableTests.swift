import Foundation
import Testing
@testable import DependencyInjection

/// Something with a `@Resolvable` dependency that a test can read without printing.
final class ResolvableProbe {
    @Resolvable var provider: OrdersProvider
}

@Suite struct ResolvableTests {
    @Test func resolvesOnFirstAccessOnlyAndOnce() {
        let container = RecordingContainer()
        ContainerHolder.$container.withValue(container) {
            let probe = ResolvableProbe()
            #expect(container.resolved == [], "nothing is resolved when the owner is made")
            let first = probe.provider
            #expect(container.resolved == ["OrdersProvider"])
            let second = probe.provider
            #expect(first === second)
            #expect(container.resolved == ["OrdersProvider"], "the wrapper keeps what it resolved")
        }
    }

    @Test func lazyOrdersVMDoesNotResolveInInit() {
        let container = RecordingContainer()
        ContainerHolder.$container.withValue(container) {
            let viewModel: LazyOrdersVM = ContainerHolder.container.resolve(
                args: .init(customerId: 42, date: Date(timeIntervalSince1970: 0)))
            #expect(container.resolved == ["LazyOrdersVM"])
            let storage = Mirror(reflecting: viewModel).descendant("_ordersProvider", "cache")
            #expect(storage.map { "\($0)" } == "nil")
        }
    }

    @Test func eachTaskSeesTheContainerItBound() async {
        let first = RecordingContainer()
        let second = RecordingContainer()
        await withTaskGroup(of: Void.self) { group in
            for container in [first, second] {
                group.addTask {
                    ContainerHolder.$container.withValue(container) {
                        _ = ResolvableProbe().provider
                    }
                }
            }
        }
        #expect(first.resolved == ["OrdersProvider"])
        #expect(second.resolved == ["OrdersProvider"])
    }
}
