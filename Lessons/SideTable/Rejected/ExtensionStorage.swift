// expect: error: extensions must not contain stored properties
protocol IHaveViewModel: AnyObject {}

extension IHaveViewModel {
    var anyViewModel: Any?
}
