import Foundation

/// A test double: loads nothing, remembers what it was asked for.
final class RecordingOrdersProvider: IOrdersProvider {
    private(set) var requests: [(customerId: Int, date: Date)] = []

    func loadOrders(for customerId: Int, date: Date) {
        requests.append((customerId, date))
    }
}
