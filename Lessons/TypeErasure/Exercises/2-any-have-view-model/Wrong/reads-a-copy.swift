// wrong: keeps the view model the view had when the box was made, so reading through the box goes stale
// caught by: reading viewModel through a box gives the view's view model as it is now
@testable import TypeErasure

struct AnyHaveViewModel<ViewModel> {
    private let initial: ViewModel?
    private let setViewModel: (ViewModel?) -> Void

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        initial = view.viewModel
        setViewModel = { view.viewModel = $0 }
    }

    var viewModel: ViewModel? {
        get { initial }
        nonmutating set { setViewModel(newValue) }
    }
}
