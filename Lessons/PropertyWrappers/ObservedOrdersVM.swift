import Observation
import LessonKit

/// The orders view model once more, with Swift 5.9's `@Observable` macro. In this file the
/// short name would mean the macro; the module name makes that plain to the reader.
/// `@MainActor`, as an Xcode 26 app target makes every type by default (step 27).
// @snippet observed-orders-vm
@MainActor @Observation.Observable
final class ObservedOrdersVM {
    var orders: [OrderVM] = [] {
        // Only to show when the store happens.
        didSet { print("  stored \(orders.count) orders") }
    }
}
// @end observed-orders-vm
