import Foundation
import LessonKit

/// The provider and view model as a registration-based container wants them: plain inits
/// that take their dependencies, behind a protocol. No container in sight.
final class PlainOrdersProvider: IOrdersProvider {
    func loadOrders(for customerId: Int, date: Date) {
        print("Loading orders for customer '\(customerId)', date '\(date)'")
    }
}

final class PlainOrdersVM {
    private let ordersProvider: IOrdersProvider
    private let customerId: Int
    private let date: Date

    // @snippet plain-orders
    init(ordersProvider: IOrdersProvider, customerId: Int, date: Date) {
        self.ordersProvider = ordersProvider
        self.customerId = customerId
        self.date = date
    }
    // @end plain-orders

    func loadOrders() {
        ordersProvider.loadOrders(for: customerId, date: date)
    }
}
