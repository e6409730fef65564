// right: keeps the view itself as an `any IHaveViewModel<ViewModel>` (a constrained existential, Swift 5.7) instead of closures
@testable import TypeErasure

/// Any view whose view model is a `ViewModel`, its own class erased.
struct AnyHaveViewModel<ViewModel> {
    private let view: any IHaveViewModel<ViewModel>

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        self.view = view
    }

    /// The view's view model, read and written through the box.
    var viewModel: ViewModel? {
        get { view.viewModel }
        nonmutating set { view.viewModel = newValue }
    }
}
