// @snippet safe-orders-vm
/// `OrdersVM`'s `orders`, behind the mended wrapper.
final class SafeOrdersVM {
    @SafeObservable var orders: [OrderVM] = []
}
// @end safe-orders-vm
