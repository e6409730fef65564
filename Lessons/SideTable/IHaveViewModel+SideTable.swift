import TypeErasure

// @snippet ihave-view-model-default
/// The article's `private var viewModelKey: UInt8`, whose address was the key; here, a key object.
let viewModelKey = AssociationKey<Any>("viewModel")

/// Storage for every `IHaveViewModel`, so that a view writes only `viewModelChanged`. The
/// view model lives in the side table, retained, for as long as its view.
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
            // The handler reads the view model back from `this`. The article's captures it,
            // and a view model held by its own event's handler never dies (step 19).
            (viewModel as? INotifyOnChanged)?.changed.subscribe(self) { this in
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
// @end ihave-view-model-default
