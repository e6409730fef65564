import Foundation
import LessonKit

/// Pretends to load orders. A subclass, so it can stand in for an `OrdersProvider`.
// @snippet orders-provider-mock
final class OrdersProviderMock: OrdersProvider {
    override func loadOrders(for customerId: Int, date: Date) {
        print("Loading mock orders for customer '\(customerId)',",
              "date '\(date)'")
    }
}
// @end orders-provider-mock
