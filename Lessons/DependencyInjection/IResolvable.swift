// @snippet iresolvable
/// Anything the container can make. The one required init receives the container itself,
/// so a type pulls its own dependencies out of it, and the arguments it cannot live without.
public protocol IResolvable: AnyObject {
    associatedtype Arguments
    static var instanceScope: InstanceScope { get }
    init(container: IContainer, args: Arguments)
}
// @end iresolvable
