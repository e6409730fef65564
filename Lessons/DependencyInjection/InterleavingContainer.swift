import Foundation

// @snippet interleaving-container
/// The article's `Container` with the unlucky moment forced. The first time it is about to
/// make an `OrdersProvider` (so it has just missed the cache), thread B resolves the same
/// singleton from start to finish; only then does thread A make its own and store it.
///
/// `@unchecked Sendable` lets the thread capture `self`. The compiler refuses to share a
/// plain `Container` (see above), and it is right to; here B runs only while A waits for
/// it, so the two never touch the cache at the same moment. That is the whole difference.
final class InterleavingContainer: Container, @unchecked Sendable {
    private var interleaved = false
    private(set) var threadBGot: OrdersProvider?

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
}
// @end interleaving-container
