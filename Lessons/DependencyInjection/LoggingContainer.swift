import LessonKit
/// Passes every `resolve` on to another container and says so first. `IContainer` is a
/// protocol, so a decorator like this is all it takes to watch *when* things get resolved.
final class LoggingContainer: IContainer, Sendable {
    private let base: any IContainer & Sendable

    init(_ base: any IContainer & Sendable) {
        self.base = base
    }

    // @snippet logging-container
    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        print("  (container: resolving \(T.self))")
        return base.resolve(args: args)
    }
    // @end logging-container
}
