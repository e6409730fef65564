// wrong: files the substitution under the substitute's type instead of the replaced one, so asking for the replaced type never finds it
// caught by: a view model resolved after replace(_:with:) gets the mock provider
@testable import DependencyInjection

/// Your container for tests: the real `Container`, plus substitutions.
final class TestContainer: Container {
    /// The type asked for, and a box that makes its substitute.
    private var substitutions: [TypeKey: AnyResolvable] = [:]

    /// From now on, make a `substitution` wherever a `type` is asked for.
    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        substitutions[TypeKey(substitution)] = AnyResolvable(resolvable: substitution)
    }

    /// `Container.resolve` calls this when it needs a new instance of `T`.
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        // `as? T` holds because the substitute is a subclass of `T`.
        if let substitute = substitutions[TypeKey(T.self)]?.resolve(container: self, args: args) as? T {
            return substitute
        }
        return super.makeInstance(args: args)
    }
}
