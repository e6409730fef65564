// wrong: keeps the new value only when its type is exactly ViewModel, so a subclass of the cell's view model type is dropped
// caught by: a subclass of the cell's ViewModel is its ViewModel too
@testable import SideTable
import TypeErasure

/// The protocol from lesson `type-erasure`, declared again here so that the extension below is
/// the only storage it gets (the lesson's own default implementation is for the lesson's copy).
/// `IHaveAnyViewModel` is what a table's data source sees: `anyViewModel`, of type `Any?`.
protocol IHaveViewModel<ViewModel>: IHaveAnyViewModel {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}

/// The key the view model is kept under: the article's `private var viewModelKey: UInt8`, whose
/// address was the key; here, a key object.
let viewModelKey = AssociationKey<Any>("viewModel")

/// Storage for every `IHaveViewModel`, so that a cell or a screen writes only
/// `viewModelChanged`. The view model lives in the side table, retained, as long as its view.
extension IHaveViewModel {
    var anyViewModel: Any? {
        get { SideTable.current[self, viewModelKey] }
        set {
            // Only the cell's own ViewModel type, exactly.
            let viewModel = newValue.flatMap { type(of: $0) == ViewModel.self ? $0 as? ViewModel : nil }
            SideTable.current[self, viewModelKey] = viewModel
            if let viewModel {
                viewModelChanged(viewModel)
            }
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
