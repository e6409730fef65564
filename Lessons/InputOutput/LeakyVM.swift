import ConsoleViews
import OpenCombine

// @snippet leaky-vm
/// The article's starting point: the protocol hands out the relay itself.
protocol ViewModelProtocol {
    var text: BehaviorRelay<String> { get }
}

final class LeakyVM: ViewModelProtocol {
    let text = BehaviorRelay(value: "initial text")
}
// @end leaky-vm

/// A view meant to read `text`. Nothing stops it writing.
final class LeakyView: ViewController {
    let label = Label()
    private let viewModel: any ViewModelProtocol
    private var subscription: AnyCancellable?

    init(viewModel: any ViewModelProtocol) {
        self.viewModel = viewModel
        super.init(title: "Profile")
    }

    // @snippet leaky-view
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        subscription = viewModel.text.sink { [label] in label.text = $0 }
    }

    func userTapped() {
        // A "quick fix": show a hint in the label by writing it into the view model.
        viewModel.text.accept("tap to edit")
    }
    // @end leaky-view
}
