import TypeErasure

/// The article's `private var viewModelKey: UInt8`, whose address was the key; here, a key object.
let viewModelKey = AssociationKey<Any>("viewModel")

/// Storage for every `IHaveViewModel`, so that a view writes only `viewModelChanged`. The
/// view model lives in the side table, retained, for as long as its view.
// @snippet ihave-view-model-default
extension IHaveViewModel {
    var anyViewModel: Any? {
        get { SideTable.current[self, viewModelKey] }
        set {
            (anyViewModel as? INotifyOnChanged)?.changed.unsubscribe(self)
            let viewModel = newValue as? ViewModel
            SideTable.current[self, viewModelKey] = viewModel
            if let viewModel {
                viewModelChanged(viewModel)
            }
            let notifying = viewModel as? INotifyOnChanged
            notifying?.changed.subscribe(self) { this in
                if let viewModel = this.viewModel {
                    this.viewModelChanged(viewModel)
                }
            }
        }
    }
}
// @end ihave-view-model-default

extension IHaveViewModel {
    /// The typed accessor, as in the type-erasure lesson's cell (step 1).
    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }
}
