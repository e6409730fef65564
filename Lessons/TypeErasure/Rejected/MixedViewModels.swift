// expect: error: cannot convert value of type 'CustomerCell' to expected element type 'any IHaveViewModel<OrderVM>'
final class OrderVM {}
final class CustomerVM {}

protocol IHaveViewModel<ViewModel>: AnyObject {
    associatedtype ViewModel
    var viewModel: ViewModel? { get set }
}
final class OrderCell: IHaveViewModel { var viewModel: OrderVM? }
final class CustomerCell: IHaveViewModel { var viewModel: CustomerVM? }

let cells: [any IHaveViewModel<OrderVM>] = [OrderCell(), CustomerCell()]
