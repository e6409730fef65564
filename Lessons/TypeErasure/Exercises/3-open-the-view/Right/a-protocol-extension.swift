// right: opens the view by calling a method of a protocol extension on it, where ViewModel can be named, instead of a free generic function
import ConsoleViews
@testable import TypeErasure

extension IHaveViewModel {
    /// Takes `value` as its view model if it is one: inside, `ViewModel` is this view's type.
    fileprivate func take(_ value: Any) -> Bool {
        if let typed = value as? ViewModel {
            viewModel = typed
            return true
        }
        return false
    }
}

/// Gives `view` the view model `viewModel` through its typed `viewModel` property, if the view
/// takes view models of that type. Returns whether it did.
@discardableResult
func show(_ viewModel: Any, on view: View) -> Bool {
    (view as? any IHaveViewModel)?.take(viewModel) ?? false
}
