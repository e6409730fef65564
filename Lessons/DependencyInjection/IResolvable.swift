/// Anything the container can make: its init gets the container (to pull its own
/// dependencies out of it) and the arguments it cannot live without.
// @snippet iresolvable
public protocol IResolvable: AnyObject {
    associatedtype Arguments
    static var instanceScope: InstanceScope { get }
    init(container: IContainer, args: Arguments)
}

public enum InstanceScope {  // how long an instance lives
    case perRequest  // new on every `resolve` (the article: `perRequst`)
    case singleton   // made on the first `resolve`, then the same one
}
// @end iresolvable
