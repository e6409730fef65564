import OpenCombine

/// The orders view model written with Combine's tools (OpenCombine here): `@Published`
/// properties in an `ObservableObject`, which gets `objectWillChange` without writing it.
// @snippet published-orders-vm
final class PublishedOrdersVM: ObservableObject {
    @Published var status = "idle"
    @Published var orders: [OrderVM] = []
}
// @end published-orders-vm
