/// The "shadow" protocol: no associated type, so any code can set a view model untyped.
// @snippet ihave-any-view-model
public protocol IHaveAnyViewModel: AnyObject {
    var anyViewModel: Any? { get set }
}
// @end ihave-any-view-model

/// A view configured by a view model of one type; reachable untyped too.
// @snippet ihave-view-model
public protocol IHaveViewModel<ViewModel>: IHaveAnyViewModel {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}
// @end ihave-view-model
