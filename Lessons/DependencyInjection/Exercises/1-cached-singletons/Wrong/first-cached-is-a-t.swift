// wrong: hands out the first cached object that is a T, so a subclass cached first (OrdersProviderMock) is returned for its superclass
// caught by: a singleton's subclass does not stand in for the singleton
@testable import DependencyInjection

final class CachingContainer: IContainer {
    private var made: [AnyObject] = []

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            if let cached = made.first(where: { $0 is T }) as? T {
                return cached
            }
            let instance = T(container: self, args: args)
            made.append(instance)
            return instance
        }
    }
}
