/// `OrdersVM`'s `orders`, behind the mended wrapper.
final class SafeOrdersVM {
    @SafeObservable var orders: [OrderVM] = []
}
