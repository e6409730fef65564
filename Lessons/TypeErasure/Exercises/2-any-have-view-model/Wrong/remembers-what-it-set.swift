// wrong: remembers the last view model set through the box and reads that back, so a view model the view got another way is missed
// caught by: whatever is set, through a box or on the view, the box reads what the view holds
@testable import TypeErasure

/// Any view whose view model is a `ViewModel`, its own class erased.
///
/// The generic init is the only place that sees the view's real type; the two closures it
/// writes there capture the typed view and carry that knowledge along.
struct AnyHaveViewModel<ViewModel> {
    private let getViewModel: () -> ViewModel?
    private let setViewModel: (ViewModel?) -> Void

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        let memory = Memory<ViewModel>()
        getViewModel = { memory.last ?? view.viewModel }
        setViewModel = { memory.last = $0; view.viewModel = $0 }
    }

    /// The view's view model, read and written through the box.
    var viewModel: ViewModel? {
        get { getViewModel() }
        // The box does not change when it sets: the view does.
        nonmutating set { setViewModel(newValue) }
    }
}

final class Memory<T> { var last: T? }
