// wrong: keeps the first substitute of a type and ignores a later replace of the same type
// caught by: replacing a type again: the last substitute wins
@testable import DependencyInjection

/// Your container for tests: the real `Container`, plus substitutions.
final class TestContainer: Container {
    /// The type asked for, and a box that makes its substitute.
    private var substitutions: [TypeKey: AnyResolvable] = [:]

    /// From now on, make a `substitution` wherever a `type` is asked for.
    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        if substitutions[TypeKey(type)] == nil {
            substitutions[TypeKey(type)] = AnyResolvable(resolvable: substitution)
        }
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
