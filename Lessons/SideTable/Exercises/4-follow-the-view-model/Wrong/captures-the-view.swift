// wrong: the handler calls the view through self, not through the view the event hands it, so the view model's event keeps the view alive after it was let go
// caught by: a view whose view model lives on dies: the subscription does not hold the view
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
            // Follow the new one.
            (viewModel as? INotifyOnChanged)?.changed.subscribe(self) { _ in
                if let viewModel = self.viewModel {
                    self.viewModelChanged(viewModel)
                }
            }
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
