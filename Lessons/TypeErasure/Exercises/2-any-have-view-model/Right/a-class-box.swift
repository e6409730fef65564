// right: erases with a class hierarchy instead of closures: an abstract base and a generic subclass that holds the typed view
@testable import TypeErasure

/// Any view whose view model is a `ViewModel`, its own class erased.
struct AnyHaveViewModel<ViewModel> {
    private class Base {
        var viewModel: ViewModel? {
            get { fatalError("overridden") }
            set { fatalError("overridden") }
        }
    }

    private final class Holder<View: IHaveViewModel>: Base where View.ViewModel == ViewModel {
        let view: View

        init(_ view: View) {
            self.view = view
        }

        override var viewModel: ViewModel? {
            get { view.viewModel }
            set { view.viewModel = newValue }
        }
    }

    private let box: Base

    init<View: IHaveViewModel>(_ view: View) where View.ViewModel == ViewModel {
        box = Holder(view)
    }

    /// The view's view model, read and written through the box.
    var viewModel: ViewModel? {
        get { box.viewModel }
        nonmutating set { box.viewModel = newValue }
    }
}
