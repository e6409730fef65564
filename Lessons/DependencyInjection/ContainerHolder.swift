/// Where `@Resolvable` finds its container, in a form Swift 6 accepts: a global with a value
/// per task. Its value must be `Sendable`; `SafeContainer` (steps 18 and 22) is.
// @snippet container-holder
public final class ContainerHolder {
    @TaskLocal
    public static var container: any IContainer & Sendable = SafeContainer()
}
// @end container-holder
