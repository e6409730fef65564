// @snippet ihave-any-view-model
/// The "shadow" protocol: no associated type, so any code can hold `any IHaveAnyViewModel`
/// and set a view model without knowing its type.
///
/// The price: `Any?` accepts every value, so a view model of the wrong type compiles and is
/// dropped at run time by the conformer's `as?` (step 5 shows it).
public protocol IHaveAnyViewModel: AnyObject {
    var anyViewModel: Any? { get set }
}
// @end ihave-any-view-model

// @snippet ihave-view-model
/// Something (a cell, a screen) configured by a view model of one specific type.
///
/// It refines `IHaveAnyViewModel`, so every typed view is also reachable untyped. `ViewModel`
/// is a primary associated type (Swift 5.7), so `any IHaveViewModel<OrderVM>` can be written.
public protocol IHaveViewModel<ViewModel>: IHaveAnyViewModel {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}
// @end ihave-view-model
