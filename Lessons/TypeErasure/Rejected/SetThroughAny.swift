// expect: error: cannot assign to property: 'cell' is a 'let' constant
// expect: error: member 'viewModelChanged' cannot be used on value of type 'any IHaveViewModel'; consider using a generic constraint instead
final class OrderVM {}
protocol IHaveViewModel: AnyObject {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
    func viewModelChanged(_ viewModel: ViewModel)
}
func configure(_ cell: AnyObject, with orderVM: OrderVM) {
    if let cell = cell as? any IHaveViewModel {
        cell.viewModel = orderVM
        cell.viewModelChanged(orderVM)
    }
}
