import ConsoleViews

/// The new-chat screen. Each flag of its view model shows or hides one view: there is no
/// state to switch over and nothing to decide.
final class CreateChatViewController: ViewController, CreateChatListening {
    private let handler: ChatEventHandler
    private let nameField = TextField(placeholder: "contact name")
    private let busyLabel = Label(text: "(creating the chat…)")
    private let errorLabel = Label()
    private var create: (String) -> Void = { _ in }
    /// The Create button's `isEnabled`.
    private(set) var isCreateEnabled = true

    init(handler: ChatEventHandler) {
        self.handler = handler
        super.init(title: "New chat")
    }

    override func viewDidLoad() {
        for subview in [nameField, busyLabel, errorLabel] { view.addSubview(subview) }
        handler.add(listener: self)
    }

    // @snippet create-chat-view-controller
    func updated(create viewModel: CreateChatViewModel) {
        title = viewModel.title
        busyLabel.isHidden = !viewModel.shouldShowBusy
        errorLabel.isHidden = !viewModel.shouldShowError
        errorLabel.text = viewModel.errorText
        isCreateEnabled = viewModel.isCreateEnabled
        create = viewModel.create
    }
    // @end create-chat-view-controller

    /// The user types `name` and taps Create. False if the button was off.
    func createTapped(name: String) -> Bool {
        guard isCreateEnabled else { return false }
        nameField.type(name)
        create(name)
        return true
    }
}
