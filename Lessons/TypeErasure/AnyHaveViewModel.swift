/// A hand-made closure box: any view whose view model is a `ViewModel`, its own class erased.
// @snippet any-have-view-model
struct AnyHaveViewModel<ViewModel> {
    private let getViewModel: () -> ViewModel?
    private let setViewModel: (ViewModel?) -> Void

    init<View: IHaveViewModel>(_ view: View)
    where View.ViewModel == ViewModel {
        getViewModel = { view.viewModel }
        setViewModel = { view.viewModel = $0 }
    }

    /// `nonmutating`: a set goes to the view; the box does not change.
    var viewModel: ViewModel? {
        get { getViewModel() }
        nonmutating set { setViewModel(newValue) }
    }
}
// @end any-have-view-model
