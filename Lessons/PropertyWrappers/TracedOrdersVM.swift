import LessonKit
/// An `@Observable` property whose owner watches it too. The owner's `didSet` runs when the
/// owner's write is over, so the printed order shows where the event's subscribers run.
// @snippet traced-orders-vm
final class TracedOrdersVM {
    @Observable var orders: [OrderVM] = [] {
        didSet { print("  the owner's didSet: its write is over") }
    }
}
// @end traced-orders-vm
