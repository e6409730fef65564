// expect: error: capture of 'container' with non-Sendable type 'Container' in a '@Sendable' closure
// expect: note: class 'Container' does not conform to the 'Sendable' protocol
// app: error: call to main actor-isolated instance method 'resolve()' in a synchronous nonisolated context
// app: note: calls to instance method 'resolve()' from outside of its actor context are implicitly asynchronous
import Foundation

class Container {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    func resolve() -> AnyObject? { singletons.first?.value }
}

func resolveOnTwoThreads() {
    let container = Container()
    Thread { _ = container.resolve() }.start()
    _ = container.resolve()
}
