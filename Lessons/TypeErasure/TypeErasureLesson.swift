import ConsoleViews
import LessonKit

/// Lesson `type-erasure`: a protocol with an associated type, the code that cannot use it
/// without knowing that type, and the ways around it: a shadow protocol, boxes, primary
/// associated types and existential opening, each with what it costs.
///
/// The steps live in `TypeErasureLesson+Steps.swift` (the shadow protocol) and
/// `TypeErasureLesson+BoxSteps.swift` (boxes, primary associated types, opening), the commands in
/// `TypeErasureLesson+Commands.swift`.
public final class TypeErasureLesson: Lesson {

    /// What the lesson's commands work on: a class apart from the lesson, so that what
    /// `inspect` holds does not hold the lesson (which holds the context, which holds that).
    final class Live {
        /// The orders screen `cells`, `cell`, `bind`, `reload` and `orders` poke.
        let screen = OrdersVC(title: "Orders")
        /// Stable numbers for cells, in the order the commands first see them.
        private var cellsSeen: [TableViewCell] = []
        /// The context's tracker: `lifetimes` draws the view models `bind` and `orders` made,
        /// until a reload or a new list lets them go.
        let lifetimes: LifetimeTracker

        init(lifetimes: LifetimeTracker) {
            self.lifetimes = lifetimes
            screen.viewModel = Self.ordersVM(count: 3)
            screen.present()
        }

        /// Customer 42 and orders #1...#count, as step 7 builds them.
        static func ordersVM(count: Int) -> OrdersVM {
            let orders = (0..<count).map { OrderVM(order: Order(name: "Order", id: $0 + 1)) }
            return OrdersVM(customer: CustomerVM(customerId: 42), orders: orders)
        }

        /// `OrderCell #2`: the number tells reused cells apart.
        func label(_ cell: TableViewCell) -> String {
            if !cellsSeen.contains(where: { $0 === cell }) { cellsSeen.append(cell) }
            let number = cellsSeen.firstIndex { $0 === cell }! + 1
            return "\(type(of: cell)) #\(number)"
        }
    }

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        live = Live(lifetimes: context.lifetimes)
        let live = self.live
        context.expose("screen", note: "the live orders screen the lesson's commands work on", live.screen)
    }
}

/// The type of what `value` holds, or "nil": what a row or a cell carries, as the steps print it.
func typeName(_ value: Any?) -> String {
    value.map { "\(type(of: $0))" } ?? "nil"
}
