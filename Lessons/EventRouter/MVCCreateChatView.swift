import ConsoleViews

/// The MVC new-chat view: it keeps a state enum, as the article's MVC views do, and decides in
/// a `switch` what each state shows. Whoever drives it must know the states.
final class MVCCreateChatView: View {
    enum State: Equatable {
        case idle
        case creating
        case failed(reason: String)
    }

    let nameField = TextField(placeholder: "contact name")
    private let busyLabel = Label(text: "(creating the chat…)")
    private let errorLabel = Label()
    private(set) var isCreateEnabled = true

    override init() {
        super.init()
        for subview in [nameField, busyLabel, errorLabel] { addSubview(subview) }
        show(.idle)
    }

    // @snippet mvc-create-chat-view
    func show(_ state: State) {
        switch state {
        case .idle:
            busyLabel.isHidden = true
            errorLabel.isHidden = true
            isCreateEnabled = true
        case .creating:
            busyLabel.isHidden = false
            errorLabel.isHidden = true
            isCreateEnabled = false
        case .failed(let reason):
            busyLabel.isHidden = true
            errorLabel.isHidden = false
            errorLabel.text = "Could not create the chat: \(reason)."
            isCreateEnabled = true
        }
    }
    // @end mvc-create-chat-view
}
