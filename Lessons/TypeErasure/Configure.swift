/// Sets a view model through the typed `viewModel`; false if it is of another type.
// @snippet configure
@discardableResult
func configure<V: IHaveViewModel>(_ view: V, with viewModel: Any) -> Bool {
    guard let typed = viewModel as? V.ViewModel else { return false }
    view.viewModel = typed
    return true
}
// @end configure
