/// The article's first version of `IHaveViewModel` (named apart so both live in one module).
// @snippet ihave-view-model-draft
protocol IHaveViewModelDraft: AnyObject {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}
// @end ihave-view-model-draft
