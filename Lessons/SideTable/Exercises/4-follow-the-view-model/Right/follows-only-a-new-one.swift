// right: leaves the subscription alone when the same view model is set again, and keeps following and unfollowing in helpers that read the table directly
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

extension IHaveViewModel {
    var anyViewModel: Any? {
        get { SideTable.current[self, viewModelKey] }
        set {
            let old = SideTable.current[self, viewModelKey].map { $0 as AnyObject }
            let viewModel = newValue as? ViewModel
            let isNew = old !== viewModel.map { $0 as AnyObject }
            if isNew { stopFollowing(old) }
            SideTable.current[self, viewModelKey] = viewModel
            guard let viewModel else { return }
            viewModelChanged(viewModel)
            if isNew { follow(viewModel as AnyObject) }
        }
    }

    var viewModel: ViewModel? {
        get { anyViewModel as? ViewModel }
        set { anyViewModel = newValue }
    }

    private func stopFollowing(_ old: AnyObject?) {
        guard let notifying = old as? INotifyOnChanged else { return }
        notifying.changed.unsubscribe(self)
    }

    /// The handler gets the view alive from the event and asks it for its view model then.
    private func follow(_ viewModel: AnyObject) {
        guard let notifying = viewModel as? INotifyOnChanged else { return }
        notifying.changed.subscribe(self) { view in
            guard let current = view.anyViewModel as? ViewModel else { return }
            view.viewModelChanged(current)
        }
    }
}
