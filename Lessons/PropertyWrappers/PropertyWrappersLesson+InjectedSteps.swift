import ConsoleViews
import DependencyInjection
import OpenCombine
import LessonKit

// Step 23: @Resolvable without a global container.
extension PropertyWrappersLesson {
    // @step injected
    func injected(_ ctx: LessonContext) throws {
        // @snippet step-injected
        let a = LoggingContainer("container A"), b = LoggingContainer("container B")
        ContainerHolder.$container.withValue(LoggingContainer("the global")) {
            let now = ctx.clock.now
            let first = InjectedOrdersVM(container: a, args: .customer(42, on: now))
            let second = InjectedOrdersVM(container: b, args: .customer(7, on: now))
            print("two view models made, nothing resolved; loadOrders() on each:")
            first.loadOrders()
            second.loadOrders()
            first.loadOrders()
        }
        // @end step-injected
    }
}
