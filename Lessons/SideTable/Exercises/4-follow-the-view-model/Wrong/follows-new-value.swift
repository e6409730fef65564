// wrong: subscribes to newValue, not to the view model it stores, so a value of another type that announces changes is followed though it was stored as nil, and its raises show the view again
// caught by: only a view model of the view's type is followed, not any value that announces changes
@testable import SideTable
import TypeErasure

/// The protocol from lesson `type-erasure`, declared again here so that the extension below is
/// the only storage it gets (as in exercise 3).
protocol IHaveViewModel<ViewModel>: IHaveAnyViewModel {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}

/// The key the view model is kept under.
let viewModelKey = AssociationKey<Any>("viewModel")

/// Storage for every `IHaveViewModel`: the view model lives in the side table, retained, as long
/// as its view, and the view follows it: every raise of its `changed` shows it again.
extension IHaveViewModel {
    var anyViewModel: Any? {
        get { SideTable.current[self, viewModelKey] }
        set {
            // Stop following the old view model, whatever replaces it.
            (anyViewModel as? INotifyOnChanged)?.changed.unsubscribe(self)
            let viewModel = newValue as? ViewModel
            SideTable.current[self, viewModelKey] = viewModel
            if let viewModel {
                viewModelChanged(viewModel)
            }
            // Follow the new one. The handler reads the view model back from `this`, the view
            // the event hands it: it captures nothing, so the event keeps nothing alive.
            (newValue as? INotifyOnChanged)?.changed.subscribe(self) { this in
                if let viewModel = this.viewModel {
                    this.viewModelChanged(viewModel)
                }
            }
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
