// expect: error: extensions must not contain stored properties
// expect: error: extensions must not contain stored properties
protocol IHaveAnyViewModel: AnyObject {
    var anyViewModel: Any? { get set }
}

protocol IHaveViewModel: IHaveAnyViewModel {
    associatedtype ViewModel
}

extension IHaveViewModel {
    var anyViewModel: Any?
}

class TableViewCell {}

extension TableViewCell {
    var anyViewModel: Any?
}
