import ConsoleViews

/// The chat list. It signs up with the handler and shows whatever list it is handed; it knows
/// nothing of the model, of dates, or of what a tap does.
final class ChatsViewController: ViewController, ChatListListening {
    private let handler: ChatEventHandler
    /// The rows on screen: their `itemTapped` blocks are what a tap calls.
    private(set) var rows: [ChatListItemViewModel] = []
    /// The + button's action, from the last list.
    private var addChat: () -> Void = {}

    init(handler: ChatEventHandler) {
        self.handler = handler
        super.init(title: "Chats")
    }

    // @snippet chats-list-listens
    override func viewDidLoad() {
        handler.add(listener: self)
    }

    func updated(list: ChatListViewModel) {
        title = list.title
        rows = list.items
        addChat = list.addChat
        for subview in view.subviews { subview.removeFromSuperview() }
        if list.shouldShowBusy {
            view.addSubview(Label(text: "(loading chats…)"))
        }
        for item in list.items {
            let name = item.contact + " " + item.unreadBadge
            view.addSubview(Label(text: Self.line(name, item.lastMessageDate)))
            view.addSubview(Label(text: "  " + item.message))
        }
    }
    // @end chats-list-listens

    /// The user taps the row of `contact`. False if there is no such row.
    func tap(contact: String) -> Bool {
        guard let row = rows.first(where: { $0.contact == contact }) else { return false }
        row.itemTapped()
        return true
    }

    /// The user taps + in the navigation bar.
    func addTapped() {
        addChat()
    }
}

extension ChatsViewController {
    /// `left` and `right` on one 40-column line.
    private static func line(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, 40 - left.count - right.count)) + right
    }
}
