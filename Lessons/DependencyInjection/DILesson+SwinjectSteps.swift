import Foundation
import LessonKit
import Swinject

// Steps 26 to 27: the same graph in Swinject, and what a resolve costs there.
extension DILesson {
    // @step swinject
    func swinject(_ ctx: LessonContext) throws {
        let now = ctx.clock.now
        // @snippet step-swinject
        let container = Swinject.Container()
        container.register(IOrdersProvider.self) { _ in PlainOrdersProvider() }
            .inObjectScope(.container)
        container.register(PlainOrdersVM.self) { (r, customerId: Int, date: Date) in
            let provider = r.resolve(IOrdersProvider.self)!
            return PlainOrdersVM(
                ordersProvider: provider, customerId: customerId, date: date)
        }
        .inObjectScope(.transient)
        let viewModel = container.resolve(PlainOrdersVM.self, arguments: 42, now)!
        viewModel.loadOrders()
        let first = container.resolve(IOrdersProvider.self)! as AnyObject
        let second = container.resolve(IOrdersProvider.self)! as AnyObject
        print("IOrdersProvider resolved twice, same instance:", first === second)
        let unregistered = container.resolve(OrdersProvider.self)
        print("OrdersProvider, never registered:", unregistered as Any)
        let wrongArgs = container.resolve(PlainOrdersVM.self, arguments: "42", now)
        print("PlainOrdersVM with a String customer id:", wrongArgs as Any)
        // @end step-swinject
    }

    // @step swinject-graph
    func swinjectGraph(_ ctx: LessonContext) throws {
        let recorded = Container()
        let recorder = ResolutionRecorder()
        recorded.recorder = recorder
        // @snippet step-swinject-graph
        let swinject = LiveSwinject(mock: false)
        for customerId in [42, 7] {
            let args = OrdersVM.Args(customerId: customerId, date: ctx.clock.now)
            let _: OrdersVM = recorded.resolve(args: args)
            swinject.resolveViewModel(customerId: customerId, date: ctx.clock.now)
        }
        // @end step-swinject-graph
        let numbers = InstanceNumbers()
        draw(.graph(ObjectGraphFigure(title: "Two view models, one provider", panels: [
            recorder.graph(title: "Container", label: numbers.label), swinject.graph(),
        ])))
    }
}
