import LessonKit

/// The article's provider: answers with 100 orders one second after it is asked. The second
/// is virtual: it passes when the lesson's clock moves. (Lesson di's `OrdersProvider` is
/// imported here, hence the longer name.)
final class DelayedOrdersProvider {
    private let clock: LessonClock

    init(clock: LessonClock) {
        self.clock = clock
    }

    func loadOrders(completion: @escaping ([Order]) -> Void) {
        clock.schedule(after: .seconds(1), label: "orders arrive") {
            completion((0...99).map { Order(name: "Order", id: $0) })
        }
    }
}
