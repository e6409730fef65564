import DependencyInjection

// @snippet resolvable-view-models
extension OrderVM: IPerRequest {
    convenience init(container: IContainer, args: Order) {
        self.init(order: args)
    }
}
// @end resolvable-view-models

extension CustomerVM: IPerRequest {
    convenience init(container: IContainer, args: Int) {
        self.init(customerId: args)
    }
}
