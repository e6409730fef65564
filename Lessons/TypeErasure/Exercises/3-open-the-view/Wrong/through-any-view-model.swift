// wrong: sets the view model through the shadow protocol's anyViewModel, which the task rules out
// caught by: show works for any view, through its typed viewModel: a Thermometer takes a Temperature
import ConsoleViews
@testable import TypeErasure

/// Gives `view` the view model `viewModel` through its typed `viewModel` property, if the view
/// takes view models of that type. Returns whether it did.
@discardableResult
func show(_ viewModel: Any, on view: View) -> Bool {
    guard let someView = view as? any IHaveViewModel else { return false }
    let before = someView.anyViewModel
    someView.anyViewModel = viewModel
    // Taken when it reads back as set.
    if someView.anyViewModel == nil {
        someView.anyViewModel = before
        return false
    }
    return true
}

/// Sets `viewModel` on `view` if it is a `V.ViewModel`, a type that can be named here.
private func setTyped<V: IHaveViewModel>(_ viewModel: Any, on view: V) -> Bool {
    guard let typed = viewModel as? V.ViewModel else { return false }
    view.viewModel = typed
    return true
}
