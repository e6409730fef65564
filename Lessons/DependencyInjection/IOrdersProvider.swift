import Foundation

/// What a view model needs from a provider. Class-bound: providers are shared, and it
/// sidesteps a Swift 6.3.1 `-O` bug that drops calls through non-class-bound existentials.
// @snippet iorders-provider
protocol IOrdersProvider: AnyObject {
    func loadOrders(for customerId: Int, date: Date)
}

extension OrdersProvider: IOrdersProvider {}
// @end iorders-provider
