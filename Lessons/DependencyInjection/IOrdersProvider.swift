import Foundation

// @snippet iorders-provider
/// What a view model needs from a provider, and nothing about where it comes from.
protocol IOrdersProvider {
    func loadOrders(for customerId: Int, date: Date)
}

extension OrdersProvider: IOrdersProvider {}
// @end iorders-provider
