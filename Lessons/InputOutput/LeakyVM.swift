import ConsoleViews
import OpenCombine

/// The article's starting point: the protocol hands out the relay itself.
// @snippet leaky-vm
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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        subscription = viewModel.text.sink { [label] in label.text = $0 }
    }

    // @snippet leaky-tap
    func userTapped() {
        // A "quick fix": a hint for the label, written into the view model.
        viewModel.text.accept("tap to edit")
    }
    // @end leaky-tap
}
