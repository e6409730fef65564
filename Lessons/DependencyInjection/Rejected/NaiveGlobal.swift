// expect: error: static property 'container' is not concurrency-safe because it is nonisolated global shared mutable state
// expect: note: convert 'container' to a 'let' constant to make 'Sendable' shared state immutable
// expect: note: add '@MainActor' to make static property 'container' part of global actor 'MainActor'
// expect: note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
// app: compiles
protocol IContainer: AnyObject {}
final class ContainerHolder {
    static var container: IContainer!
}
