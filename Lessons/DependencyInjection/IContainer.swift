/// The hat every dependency is pulled out of. ("I" marks a protocol, a habit from C#.)
// @snippet icontainer
public protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}
// @end icontainer

/// `resolve()` for types that need no arguments: the article's `container.resolve()`.
// @snippet resolve-without-args
extension IContainer {
    public func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}
// @end resolve-without-args
