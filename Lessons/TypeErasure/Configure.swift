// @snippet configure
/// Sets a view model on a view of any type, through the typed `viewModel`.
///
/// Called with an `any IHaveViewModel`, Swift 5.7+ opens the existential (SE-0352): inside,
/// `V` is the view's real class, so `V.ViewModel` can be named, cast to and assigned.
/// Returns whether the view model had the type the view takes.
@discardableResult
func configure<V: IHaveViewModel>(_ view: V, with viewModel: Any) -> Bool {
    guard let typed = viewModel as? V.ViewModel else { return false }
    view.viewModel = typed
    return true
}
// @end configure
