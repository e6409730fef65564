import ConsoleViews
import OpenCombine

/// The view: it writes into the inputs and binds the outputs to its labels.
@MainActor final class GreetingVC: ViewController {
    let nameField = TextField(placeholder: "your name")
    let greetingLabel = Label()
    let counterLabel = Label()
    let statusLabel = Label(text: "not saved")
    private let viewModel: GreetingVM
    private var subscriptions: [AnyCancellable] = []

    /// ConsoleViews' `ViewController`, unlike UIKit's, is not `@MainActor` (other lessons use it
    /// from plain code), so an override such as `viewDidLoad` is nonisolated and cannot reach the
    /// view model. This screen binds in its init, which is the main actor's.
    init(viewModel: GreetingVM) {
        self.viewModel = viewModel
        super.init(title: "Greeting")
        bind()
    }

    private func bind() {
        for subview in [nameField, greetingLabel, counterLabel, statusLabel] {
            view.addSubview(subview)
        }
        nameField.onEditingChanged { [viewModel] text in viewModel.name.send(text) }
        viewModel.greeting.sink { [greetingLabel] in greetingLabel.text = $0 }.store(in: &subscriptions)
        viewModel.counter.sink { [counterLabel] in counterLabel.text = $0 }.store(in: &subscriptions)
        viewModel.saved.sink(
            receiveCompletion: { [statusLabel] completion in
                switch completion {
                case .finished: statusLabel.text = "saved"
                case .failure(let error): statusLabel.text = "not saved: \(error)"
                }
            },
            receiveValue: { _ in }
        ).store(in: &subscriptions)
    }

    func saveTapped() {
        viewModel.saveTapped.send(())
    }
}
