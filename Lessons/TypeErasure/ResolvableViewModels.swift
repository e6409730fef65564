import DependencyInjection

// @snippet resolvable-view-models
// The two row view models, made resolvable (lesson `di`): each from its own kind of argument.
extension OrderVM: IPerRequest {
    convenience init(container: IContainer, args: Order) {
        self.init(order: args)
    }
}

extension CustomerVM: IPerRequest {
    convenience init(container: IContainer, args: Int) {
        self.init(customerId: args)
    }
}
// @end resolvable-view-models
