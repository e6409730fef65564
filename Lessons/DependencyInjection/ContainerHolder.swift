// @snippet container-holder
/// Where `@Resolvable` finds its container, in a form Swift 6 accepts.
///
/// A task-local is a global with a value per task: `$container.withValue(c) { ... }` makes
/// `container` read `c` inside that closure, and in everything it calls, until it returns;
/// for that caller only. Tests running in parallel can each bind their own container;
/// outside any `withValue`, everyone sees the default.
///
/// Its value must be `Sendable`, since any thread may read it. The article's `Container` is
/// not: it has an unguarded dictionary (step 10 shows what that costs). `SafeContainer` is
/// the thread-safe container this lesson builds in steps 9 and 11.
public final class ContainerHolder {
    @TaskLocal public static var container: any IContainer & Sendable = SafeContainer()
}
// @end container-holder
