/// One analytics service for the whole app: a singleton. (`Sendable`: step 22 shares it.)
// @snippet analytics
final class Analytics: IResolvable, Sendable {
    static var instanceScope: InstanceScope { .singleton }
    init(container: IContainer, args: Void) {}
}
// @end analytics
