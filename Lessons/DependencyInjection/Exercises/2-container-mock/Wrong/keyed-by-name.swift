// wrong: files each substitution under the replaced type's name, so two types of one name in different scopes share one substitution and the later replace overwrites the earlier
// caught by: two types of one name in different scopes keep their own substitutes
@testable import DependencyInjection

/// Your container for tests: the real `Container`, plus substitutions.
final class TestContainer: Container {
    /// The type asked for, and a box that makes its substitute.
    private var substitutions: [String: AnyResolvable] = [:]

    /// From now on, make a `substitution` wherever a `type` is asked for.
    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        substitutions[String(describing: type)] = AnyResolvable(resolvable: substitution)
    }

    /// `Container.resolve` calls this when it needs a new instance of `T`.
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        // `as? T` holds because the substitute is a subclass of `T`.
        if let substitute = substitutions[String(describing: T.self)]?.resolve(container: self, args: args) as? T {
            return substitute
        }
        return super.makeInstance(args: args)
    }
}
