import ConsoleViews
@testable import TypeErasure

/// Gives `view` the view model `viewModel` through its typed `viewModel` property, if the view
/// takes view models of that type. Returns whether it did.
@discardableResult
func show(_ viewModel: Any, on view: View) -> Bool {
    guard let someView = view as? any IHaveViewModel else { return false }
    // TODO: the line the article could not write. It still does not compile: make it.
    someView.viewModel = viewModel
    return true
}
