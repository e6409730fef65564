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
/// as its view.
extension IHaveViewModel {
    var anyViewModel: Any? {
        get { SideTable.current[self, viewModelKey] }
        set {
            // TODO: stop following the old view model.
            let viewModel = newValue as? ViewModel
            SideTable.current[self, viewModelKey] = viewModel
            if let viewModel {
                viewModelChanged(viewModel)
            }
            // TODO: follow the new one: on every raise of its `changed`, show it again.
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
