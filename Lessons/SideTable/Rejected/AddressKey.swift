// expect: error: static property 'viewModel' is not concurrency-safe because it is nonisolated global shared mutable state
// expect: note: convert 'viewModel' to a 'let' constant to make 'Sendable' shared state immutable
// expect: note: add '@MainActor' to make static property 'viewModel' part of global actor 'MainActor'
// expect: note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
// Linux has no Objective-C runtime: stand-ins with the runtime's shape.
enum objc_AssociationPolicy { case OBJC_ASSOCIATION_RETAIN_NONATOMIC }
func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}

// The article writes `private var viewModelKey: UInt8 = 0`; many apps spell it like this.
private enum AssociatedKeys {
    static var viewModel: UInt8 = 0
}

protocol IHaveAnyViewModel: AnyObject {
    var anyViewModel: Any? { get set }
}

extension IHaveAnyViewModel {
    var anyViewModel: Any? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.viewModel) }
        set { objc_setAssociatedObject(self, &AssociatedKeys.viewModel, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
