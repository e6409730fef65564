import DependencyInjection
import LessonKit

/// Lesson di's decorator again: passes every `resolve` on and says so first, to show *when*
/// a wrapper resolves. `Sendable`, so `ContainerHolder`'s task-local can hold it.
final class LoggingContainer: IContainer, Sendable {
    private let name: String
    private let base: any IContainer & Sendable

    init(_ name: String = "container", _ base: any IContainer & Sendable = SafeContainer()) {
        self.name = name
        self.base = base
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        print("  (\(name): resolving \(T.self))")
        return base.resolve(args: args)
    }
}
