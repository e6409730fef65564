/// `ContainerMock` without the box, as Swift 5.7 allows: the substitutions are existential
/// metatypes, and a generic function opens one to call its init (SE-0352).
final class OpenedContainerMock: Container {
    private var substitutions: [TypeKey: any IResolvable.Type] = [:]

    func replace<Type: IResolvable>(_ type: Type.Type, with substitution: any IResolvable.Type) {
        substitutions[TypeKey(type)] = substitution
    }

    // @snippet opened-container-mock
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        guard let substitution = substitutions[TypeKey(T.self)],
              let made = make(substitution, args: args) as? T
        else { return super.makeInstance(args: args) }
        return made
    }

    /// Given an `any IResolvable.Type`, Swift opens it: `S` is its type.
    private func make<S: IResolvable>(_ type: S.Type, args: Any) -> S? {
        guard let args = args as? S.Arguments else { return nil }
        return S(container: self, args: args)
    }
    // @end opened-container-mock
}
