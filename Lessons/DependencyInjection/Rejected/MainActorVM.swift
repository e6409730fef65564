// expect: error: conformance of 'OrdersVM' to protocol 'IResolvable' crosses into main actor-isolated code and can cause data races
// expect: note: isolate this conformance to the main actor with '@MainActor'
// expect: note: main actor-isolated initializer 'init(container:args:)' cannot satisfy nonisolated requirement
// app: compiles
protocol IContainer: AnyObject {}
protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}
protocol IPerRequest: IResolvable {}
@MainActor
final class OrdersVM: IPerRequest {
    struct Args { let customerId: Int }
    init(container: IContainer, args: Args) {}
}
