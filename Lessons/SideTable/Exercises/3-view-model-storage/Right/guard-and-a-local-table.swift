// right: takes SideTable.current into a local once per access, and splits the setter with guard: nil for anything that is not a ViewModel, else store and show
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
        get {
            let table = SideTable.current
            return table[self, viewModelKey]
        }
        set {
            let table = SideTable.current
            guard let viewModel = newValue as? ViewModel else {
                table[self, viewModelKey] = nil
                return
            }
            table[self, viewModelKey] = viewModel
            viewModelChanged(viewModel)
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
