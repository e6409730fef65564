import LessonKit

/// Pretends to fetch orders and answers a second later, as the article's does with
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 1)`. The second is virtual: it passes
/// when its clock is advanced (a step's own clock, or the lesson's: `advance 1s`).
final class OrdersProvider {
    private let clock: LessonClock

    init(clock: LessonClock) {
        self.clock = clock
    }

    // @snippet orders-provider
    func loadOrders(completion: @escaping ([Order]) -> Void) {
        // A task-local does not travel with a callback run later: the answer
        // takes the caller's side table along, for the view model's `changed`.
        let table = SideTable.current
        clock.schedule(after: .seconds(1), label: "orders arrive") {
            SideTable.$current.withValue(table) {
                completion((0...99).map { Order(name: "Order", id: $0) })
            }
        }
    }
    // @end orders-provider
}
