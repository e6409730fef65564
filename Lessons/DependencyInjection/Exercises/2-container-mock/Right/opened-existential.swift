// right: keeps each substitute as an any IResolvable.Type under ObjectIdentifier, and makes it by opening the existential in a generic function (Swift 5.7), with no box
@testable import DependencyInjection

/// Your container for tests: the real `Container`, plus substitutions.
final class TestContainer: Container {
    /// The substitute for each replaced type, under the replaced type's identity.
    private var substitutions: [ObjectIdentifier: any IResolvable.Type] = [:]

    /// From now on, make a `substitution` wherever a `type` is asked for.
    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        substitutions[ObjectIdentifier(type)] = substitution
    }

    /// `Container.resolve` calls this when it needs a new instance of `T`.
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        guard let substitution = substitutions[ObjectIdentifier(T.self)] else {
            return super.makeInstance(args: args)
        }
        // Passing the existential to a generic parameter opens it: S is the substitute's type.
        func make<S: IResolvable>(_ type: S.Type) -> T? {
            guard let arguments = args as? S.Arguments else { return nil }
            return S(container: self, args: arguments) as? T
        }
        return make(substitution) ?? super.makeInstance(args: args)
    }
}
