// expect: error: member 'init' cannot be used on value of type 'any IResolvable.Type'; consider using a generic constraint instead
protocol IContainer: AnyObject {}
protocol IResolvable: AnyObject {
    associatedtype Arguments
    init(container: IContainer, args: Arguments)
}

final class ContainerMock {
    private var substitutions: [ObjectIdentifier: any IResolvable.Type] = [:]

    func makeSubstitution(for type: ObjectIdentifier, container: IContainer, args: Any) -> Any? {
        substitutions[type]?.init(container: container, args: args)
    }
}
