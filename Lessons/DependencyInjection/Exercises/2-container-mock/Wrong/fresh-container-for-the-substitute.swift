// wrong: makes the substitute with a new Container() instead of this one, so the substitute's own dependencies are real, not substituted
// caught by: the substitute is made with this container, so its dependencies are substituted too
@testable import DependencyInjection

/// Your container for tests: the real `Container`, plus substitutions.
final class TestContainer: Container {
    /// The type asked for, and a box that makes its substitute.
    private var substitutions: [TypeKey: AnyResolvable] = [:]

    /// From now on, make a `substitution` wherever a `type` is asked for.
    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        substitutions[TypeKey(type)] = AnyResolvable(resolvable: substitution)
    }

    /// `Container.resolve` calls this when it needs a new instance of `T`.
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        // `as? T` holds because the substitute is a subclass of `T`.
        if let substitute = substitutions[TypeKey(T.self)]?.resolve(container: Container(), args: args) as? T {
            return substitute
        }
        return super.makeInstance(args: args)
    }
}
