// @snippet ihave-view-model-draft
/// The article's first version of `IHaveViewModel`, before it needed a shadow. (It has a
/// name of its own so that both versions can live in one module.)
///
/// Views of different screens have view models of different classes, so the type of
/// `viewModel` is an associated type: each conformer says which one it takes.
protocol IHaveViewModelDraft: AnyObject {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}
// @end ihave-view-model-draft
