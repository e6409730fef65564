// expect: error: extensions must not contain stored properties
// expect: error: extensions must not contain stored properties
protocol IHaveAnyViewModel: AnyObject {}

extension IHaveAnyViewModel {
    var anyViewModel: Any?
}

class TableViewCell {}

extension TableViewCell {
    var anyViewModel: Any?
}
