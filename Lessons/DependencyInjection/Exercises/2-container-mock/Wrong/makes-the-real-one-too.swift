// wrong: makes the real type first and only then looks for a substitute, so a replaced type's real instance is made and thrown away (a real provider goes to the network in a test)
// caught by: a replaced type itself is never made: no real instance is made and thrown away
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
        let real: T = super.makeInstance(args: args)
        if let substitute = substitutions[TypeKey(T.self)]?.resolve(container: self, args: args) as? T {
            return substitute
        }
        return real
    }
}
