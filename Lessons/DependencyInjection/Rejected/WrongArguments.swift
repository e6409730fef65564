// expect: error: cannot convert value of type 'String' to expected argument type 'OrdersVM.Args'
// expect: error: instance method 'resolve()' requires the types 'OrdersVM.Args' and '()' be equivalent
import Foundation

protocol IContainer: AnyObject { func resolve<T: IResolvable>(args: T.Arguments) -> T }
extension IContainer {
    func resolve<T: IResolvable>() -> T where T.Arguments == Void { resolve(args: ()) }
}
protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}
final class OrdersVM: IResolvable {
    struct Args { let customerId: Int; let date: Date }
    init(container: IContainer, args: Args) {}
}

func showOrders(container: IContainer) {
    let wrongType: OrdersVM = container.resolve(args: "42")
    let forgotten: OrdersVM = container.resolve()
}
