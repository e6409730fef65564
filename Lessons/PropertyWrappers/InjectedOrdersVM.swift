import DependencyInjection
import Foundation

/// Lesson di's `LazyOrdersVM` with `@Injected`: it keeps the container that made it, and its
/// provider comes from that container, on first use.
final class InjectedOrdersVM: IPerRequest, IHaveContainer {
    struct Args {
        let customerId: Int
        let date: Date

        static func customer(_ customerId: Int, on date: Date) -> Args {
            Args(customerId: customerId, date: date)
        }
    }

    let container: IContainer
    @Injected private var ordersProvider: OrdersProvider
    private let args: Args

    init(container: IContainer, args: Args) {
        self.container = container
        self.args = args
    }

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
