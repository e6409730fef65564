/// Makes a substitute wherever one was registered; the real `Container` everywhere else.
// @snippet container-mock
final class ContainerMock: Container {
    private var substitutions: [TypeKey: AnyResolvable] = [:]

    // `resolve` decides *whether* to make one; this decides *what* to make.
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        makeSubstitution(args: args) ?? super.makeInstance(args: args)
    }

    private func makeSubstitution<T: IResolvable>(args: T.Arguments) -> T? {
        let substitution = substitutions[TypeKey(T.self)]
        // `as? T` works because the substitute is a subclass of T.
        return substitution?.resolve(container: self, args: args) as? T
    }
    // @end container-mock

    func replace<Type: IResolvable, Substitution: IResolvable>(
        _ type: Type.Type, with substitution: Substitution.Type
    ) {
        substitutions[TypeKey(type)] = AnyResolvable(resolvable: substitution)
    }
}

// Not part of the article: what is substituted, for the lesson's commands.
extension ContainerMock {
    var substitutionNames: [(type: String, substitute: String)] {
        substitutions.map { (type: $0.key.description, substitute: $0.value.name) }.sorted { $0.type < $1.type }
    }
}
