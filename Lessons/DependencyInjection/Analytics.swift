// @snippet analytics
/// One analytics service for the whole app: a singleton.
///
/// `Sendable` because it has no state at all; step 11 hands it from thread to thread.
final class Analytics: IResolvable, Sendable {
    static var instanceScope: InstanceScope { .singleton }
    init(container: IContainer, args: Void) {}
}
// @end analytics
