import Foundation

/// The article's `Container` with the unlucky moment forced: thread B resolves between A's
/// miss and A's store. `@unchecked Sendable` lets the thread capture `self`; B runs only
/// while A waits for it, so the two never touch the cache at the same moment.
final class InterleavingContainer: Container, @unchecked Sendable {
    private var interleaved = false
    private(set) var threadBGot: OrdersProvider?

    // @snippet interleaving-container
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        if T.self == OrdersProvider.self, !interleaved {
            interleaved = true
            let finished = DispatchSemaphore(value: 0)
            Thread {
                self.threadBGot = self.resolve() as OrdersProvider
                finished.signal()
            }.start()
            finished.wait()
        }
        return super.makeInstance(args: args)
    }
    // @end interleaving-container
}
