import Foundation

// @snippet iorders-provider
/// What a view model needs from a provider, and nothing about where it comes from.
/// Class-bound: providers are shared reference types. (It also sidesteps a Swift 6.3.1
/// optimizer bug that drops calls made through a non-class-bound existential in `-O` builds.)
protocol IOrdersProvider: AnyObject {
    func loadOrders(for customerId: Int, date: Date)
}

extension OrdersProvider: IOrdersProvider {}
// @end iorders-provider
