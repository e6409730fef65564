// expect: error: cannot convert value of type 'String' to expected argument type 'OrdersVM.Args'
// expect: error: instance method 'resolve()' requires the types 'OrdersVM.Args' and '()' be equivalent
protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}
protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}
extension IContainer {  // resolve() for types whose Arguments are Void
    func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}
final class OrdersVM: IResolvable {
    struct Args { let customerId: Int }
    init(container: IContainer, args: Args) {}
}
func showOrders(container: IContainer) {
    let wrongType: OrdersVM = container.resolve(args: "42")
    let forgotten: OrdersVM = container.resolve()
}
