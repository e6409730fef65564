@testable import TypeErasure

/// Any view whose view model is a `ViewModel`, its own class erased.
struct AnyHaveViewModel<ViewModel> {
    // TODO: what the box keeps, to reach the view's viewModel later.

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        // TODO: the only place that knows the view's real type.
    }

    /// The view's view model, read and written through the box.
    var viewModel: ViewModel? {
        get { nil }  // TODO: the view's view model, as it is now.
        nonmutating set {}  // TODO: set it on the view.
    }
}
