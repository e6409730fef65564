// expect: error: cannot assign value of type 'CustomerVM' to type 'OrderVM'
final class OrderVM {}
final class CustomerVM {}
final class OrderCell { var viewModel: OrderVM? }

func bind(_ cell: OrderCell) {
    cell.viewModel = CustomerVM()
}
