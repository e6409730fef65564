// wrong: boxes the view through the shadow protocol, an Any and a cast (view.anyViewModel as? ViewModel), which the task rules out
// caught by: the box uses the typed viewModel, never anyViewModel
@testable import TypeErasure

struct AnyHaveViewModel<ViewModel> {
    private let view: IHaveAnyViewModel

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        self.view = view
    }

    var viewModel: ViewModel? {
        get { view.anyViewModel as? ViewModel }
        nonmutating set { view.anyViewModel = newValue }
    }
}
