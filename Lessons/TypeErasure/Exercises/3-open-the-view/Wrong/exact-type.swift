// wrong: the helper compares the value's dynamic type with V.ViewModel exactly, so a subclass (or a protocol-typed ViewModel) is refused.
// caught by: a view takes whatever its typed viewModel accepts: a subclass, a type of its protocol
import ConsoleViews
@testable import TypeErasure

/// Gives `view` the view model `viewModel` through its typed `viewModel` property, if the view
/// takes view models of that type. Returns whether it did.
@discardableResult
func show(_ viewModel: Any, on view: View) -> Bool {
    guard let someView = view as? any IHaveViewModel else { return false }
    return setTyped(viewModel, on: someView)
}

/// Opened: inside, `V` is the view's real class and `V.ViewModel` has a name.
private func setTyped<V: IHaveViewModel>(_ viewModel: Any, on view: V) -> Bool {
    // Only a view model of exactly the type the view takes.
    guard type(of: viewModel) == V.ViewModel.self else { return false }
    view.viewModel = (viewModel as! V.ViewModel)
    return true
}
