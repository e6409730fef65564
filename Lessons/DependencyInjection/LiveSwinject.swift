import Foundation
import LessonKit
import Swinject

// Not part of the article: the Swinject container the lesson's `graph` command draws beside
// the live one.

/// Step 21's registrations in a Swinject container the lesson keeps: `resolve OrdersVM`,
/// `resolve OrdersProvider` and `load` resolve their counterparts here too (`PlainOrdersVM`,
/// `IOrdersProvider`), so that `graph` can draw what Swinject did with the same requests.
///
/// Swinject has no hook that sees every resolve (a `Behavior` only hears about
/// registrations), so the factories write down what they resolve themselves: the
/// `recorder.note` around `r.resolve` is the one line the step's factory does not have.
final class LiveSwinject {
    let container = Swinject.Container()
    let recorder = ResolutionRecorder()
    let numbers = InstanceNumbers()

    /// With `mock`, `IOrdersProvider` is registered as `PlainOrdersProviderMock`: Swinject's
    /// way to swap a type is to register another factory for it.
    init(mock: Bool) {
        let recorder = recorder
        let isMock = Self.isMock
        container.register(IOrdersProvider.self) { _ in
            mock ? PlainOrdersProviderMock() as IOrdersProvider : PlainOrdersProvider()
        }
        .inObjectScope(.container)
        // @snippet live-swinject
        container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
            let provider = recorder.note(
                IOrdersProvider.self, scope: "container", isSubstitute: isMock
            ) { r.resolve(IOrdersProvider.self)! }
            return PlainOrdersVM(
                ordersProvider: provider, customerId: customerId, date: date)
        }
        // @end live-swinject
        .inObjectScope(.transient)
    }

    /// What stands in for `IOrdersProvider` under `mock on`.
    static let isMock: @Sendable (AnyObject) -> Bool = { $0 is PlainOrdersProviderMock }

    /// `PlainOrdersVM`, as `resolve OrdersVM` and `load` ask the live container for `OrdersVM`.
    func resolveViewModel(customerId: Int, date: Date) {
        _ = recorder.note(PlainOrdersVM.self, scope: "transient") {
            container.resolve(PlainOrdersVM.self, arguments: customerId, date)!
        }
    }

    /// `IOrdersProvider`, as `resolve OrdersProvider` asks the live container.
    func resolveProvider() {
        _ = recorder.note(IOrdersProvider.self, scope: "container", isSubstitute: Self.isMock) {
            container.resolve(IOrdersProvider.self)!
        }
    }

    func graph() -> ObjectGraph {
        var graph = recorder.graph(title: "Swinject", label: numbers.label)
        if graph.roots.isEmpty {
            graph.notes.append("OrdersVM and OrdersProvider only:")
            graph.notes.append("the rest has no registration")
        }
        return graph
    }
}

/// What `mock on` registers in Swinject in `IOrdersProvider`'s place.
final class PlainOrdersProviderMock: IOrdersProvider {
    func loadOrders(for customerId: Int, date: Date) {
        print("Loading mock orders for customer '\(customerId)', date '\(date)'")
    }
}
