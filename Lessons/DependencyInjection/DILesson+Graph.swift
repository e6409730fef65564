import Foundation
import LessonKit
import Swinject

// Not part of the article: the lesson's `graph` command, and the Swinject container it draws
// beside the live one.

/// Step 13's registrations in a Swinject container the lesson keeps: `resolve OrdersVM`,
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
    let mock: Bool

    /// With `mock`, `IOrdersProvider` is registered as `PlainOrdersProviderMock`: Swinject's
    /// way to swap a type is to register another factory for it.
    init(mock: Bool) {
        self.mock = mock
        let recorder = recorder
        container.register(IOrdersProvider.self) { _ in
            mock ? PlainOrdersProviderMock() as IOrdersProvider : PlainOrdersProvider()
        }
        .inObjectScope(.container)
        container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
            let provider = recorder.note(IOrdersProvider.self, scope: "container", isSubstitute: { $0 is PlainOrdersProviderMock }) {
                r.resolve(IOrdersProvider.self)!
            }
            return PlainOrdersVM(ordersProvider: provider, customerId: customerId, date: date)
        }
        .inObjectScope(.transient)
    }

    /// `PlainOrdersVM`, as `resolve OrdersVM` and `load` ask the live container for `OrdersVM`.
    func resolveViewModel(customerId: Int, date: Date) {
        _ = recorder.note(PlainOrdersVM.self, scope: "transient") {
            container.resolve(PlainOrdersVM.self, arguments: customerId, date)!
        }
    }

    /// `IOrdersProvider`, as `resolve OrdersProvider` asks the live container.
    func resolveProvider() {
        _ = recorder.note(IOrdersProvider.self, scope: "container", isSubstitute: { $0 is PlainOrdersProviderMock }) {
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

extension DILesson {
    static let graphPanels = ["container", "swinject"]

    var graphCommand: LessonCommand {
        LessonCommand(
            "graph",
            usage: "[container|swinject]",
            summary: "draw who resolved whom, and what Swinject did",
            complete: { index, _ in index == 0 ? Self.graphPanels : [] }
        ) { [live] arguments in
            try arguments.expectAtMost(1)
            let only = try arguments.optional(0).map { _ in try arguments.choice(0, "graph", from: Self.graphPanels) }
            let container = live.container
            let recorder = container.recorder ?? ResolutionRecorder()
            switch only {
            case "swinject" where live.swinject.recorder.isEmpty:
                print("nothing resolved in Swinject yet: only OrdersVM and OrdersProvider are registered")
                print("there; try 'load 42' first, then 'graph swinject'")
                return
            case _ where recorder.isEmpty:
                print("nothing resolved yet in the live \(Self.describe(container)):")
                print("try 'load 42' or 'resolve FixedCart' first, then 'graph'")
                return
            default: break
            }
            var panels: [ObjectGraph] = []
            if only != "swinject" {
                panels.append(recorder.graph(title: Self.describe(container), label: live.numbers.label))
            }
            if only != "container" {
                panels.append(live.swinject.graph())
            }
            draw(.graph(ObjectGraphFigure(panels: panels)))
        }
    }
}
