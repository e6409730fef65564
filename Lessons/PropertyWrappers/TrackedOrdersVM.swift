import OpenCombine

/// `PublishedOrdersVM` with `@Tracked` instead of `@Published`. It declares its own
/// `objectWillChange`: OpenCombine's default one is made for `@Published` properties only.
// @snippet tracked-orders-vm
final class TrackedOrdersVM: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Tracked var status = "idle"
    @Tracked var orders: [OrderVM] = []
}
// @end tracked-orders-vm
