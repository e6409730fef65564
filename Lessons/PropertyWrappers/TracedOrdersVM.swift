/// An `@Observable` property whose owner notes its own writes: `writing` is true from the
/// owner's `willSet` to its `didSet`, that is, while `orders = x` is under way. A handler that
/// finds it true runs inside the write (step 9).
// @snippet traced-orders-vm
final class TracedOrdersVM {
    private(set) var writing = false
    @Observable var orders: [OrderVM] = [] {
        willSet { writing = true }
        didSet { writing = false }
    }
}
// @end traced-orders-vm
