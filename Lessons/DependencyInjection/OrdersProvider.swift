import Foundation
import LessonKit

/// Goes to the network for orders (here: says it would). It depends on nothing.
// @snippet orders-provider
open class OrdersProvider: ISingleton {
    public required init(container: IContainer, args: Void) {}

    open func loadOrders(for customerId: Int, date: Date) {
        print("Loading orders for customer '\(customerId)', date '\(date)'")
    }
}
// @end orders-provider
