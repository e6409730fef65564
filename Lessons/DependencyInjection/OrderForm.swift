/// Each screen that edits an order gets a form of its own: per request.
final class OrderForm: IResolvable {
    static var instanceScope: InstanceScope { .perRequest }
    init(container: IContainer, args: Void) {}
}
