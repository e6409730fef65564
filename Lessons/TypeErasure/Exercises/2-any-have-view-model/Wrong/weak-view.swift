// wrong: the closures capture the view weakly, so the box does not keep its view alive and a box that is the view's only owner reads nil and drops writes.
// caught by: a box keeps its view alive, and lets it go with it
@testable import TypeErasure

/// Any view whose view model is a `ViewModel`, its own class erased.
struct AnyHaveViewModel<ViewModel> {
    private let getViewModel: () -> ViewModel?
    private let setViewModel: (ViewModel?) -> Void

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        // Weak, so the box never makes a retain cycle with the view.
        getViewModel = { [weak view] in view?.viewModel }
        setViewModel = { [weak view] in view?.viewModel = $0 }
    }

    /// The view's view model, read and written through the box.
    var viewModel: ViewModel? {
        get { getViewModel() }
        nonmutating set { setViewModel(newValue) }
    }
}
