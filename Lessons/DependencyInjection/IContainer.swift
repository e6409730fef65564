// @snippet icontainer
/// The hat every dependency is pulled out of. The "I" prefix marks a protocol, as in the
/// article (a habit from C#, where it means "interface").
public protocol IContainer: AnyObject {
    func resolve<T: IResolvable>(args: T.Arguments) -> T
}
// @end icontainer

// @snippet resolve-without-args
extension IContainer {
    /// `resolve()` for types that need no arguments: the article's `container.resolve()`.
    public func resolve<T: IResolvable>() -> T where T.Arguments == Void {
        resolve(args: ())
    }
}
// @end resolve-without-args
