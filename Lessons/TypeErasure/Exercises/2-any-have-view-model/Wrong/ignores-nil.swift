// wrong: passes only non-nil view models on to the view, so setting nil through the box leaves the old one
// caught by: setting nil through a box clears the view's view model
@testable import TypeErasure

struct AnyHaveViewModel<ViewModel> {
    private let getViewModel: () -> ViewModel?
    private let setViewModel: (ViewModel) -> Void

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        getViewModel = { view.viewModel }
        setViewModel = { view.viewModel = $0 }
    }

    var viewModel: ViewModel? {
        get { getViewModel() }
        nonmutating set {
            guard let newValue else { return }
            setViewModel(newValue)
        }
    }
}
