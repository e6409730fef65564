/// The article's `Container`, watched through the same hook `ContainerMock` uses: it writes
/// down every type it starts to make, and at the `limit`-th nested make it calls `stop`
/// instead of going on.
final class DepthLimitedContainer: Container {
    private let limit: Int
    private let stop: ([String]) -> Never
    private(set) var chain: [String] = []

    init(limit: Int, stop: @escaping ([String]) -> Never) {
        self.limit = limit
        self.stop = stop
    }

    // @snippet depth-limited-container
    override func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        chain.append("\(T.self)")
        if chain.count == limit {
            stop(chain)
        }
        return super.makeInstance(args: args)
    }
    // @end depth-limited-container
}
