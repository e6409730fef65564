// wrong: assigns the cast's result whatever it is, so a view shown a view model of another type loses its own (set to nil)
// caught by: a CustomerCell shown an OrderVM is left as it was, and show returns false
import ConsoleViews
@testable import TypeErasure

/// Gives `view` the view model `viewModel` through its typed `viewModel` property, if the view
/// takes view models of that type. Returns whether it did.
@discardableResult
func show(_ viewModel: Any, on view: View) -> Bool {
    guard let someView = view as? any IHaveViewModel else { return false }
    // Passing the existential to a generic function opens it: inside, V is the view's class.
    return setTyped(viewModel, on: someView)
}

/// Sets `viewModel` on `view` if it is a `V.ViewModel`, a type that can be named here.
private func setTyped<V: IHaveViewModel>(_ viewModel: Any, on view: V) -> Bool {
    view.viewModel = viewModel as? V.ViewModel
    return view.viewModel != nil
}
