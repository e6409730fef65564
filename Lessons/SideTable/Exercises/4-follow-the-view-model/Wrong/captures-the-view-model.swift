// wrong: the article's handler: it captures the view model, so the view model's own event keeps it alive after its screen has gone
// caught by: a view model whose screen has gone dies: the handler does not hold it
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
            (viewModel as? INotifyOnChanged)?.changed.subscribe(self) { this in
                if let viewModel {
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
