// expect: error: static property 'viewModel' is not concurrency-safe because it is nonisolated global shared mutable state
// expect: error: static property 'allocated' is not concurrency-safe because non-'Sendable' type 'UnsafeRawPointer' may have shared mutable state
// app: compiles
func objc_setAssociatedObject(  // a stand-in for the runtime's
    _: Any, _: UnsafeRawPointer, _: Any?, _: Int) {}

enum Keys {
    static var viewModel: UInt8 = 0
    static let allocated = UnsafeRawPointer(
        UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
}

func attach(_ viewModel: AnyObject, to view: AnyObject) {
    objc_setAssociatedObject(view, &Keys.viewModel, viewModel, 1)
    objc_setAssociatedObject(view, Keys.allocated, viewModel, 1)
}
