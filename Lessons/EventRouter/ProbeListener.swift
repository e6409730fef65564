import LessonKit
/// A chat-list listener with a name, which prints what it is handed: the steps' stand-in for
/// a screen.
final class ProbeListener: ChatListListening {
    let name: String
    /// Called with each list: here the step checks what the model says at that moment.
    var onUpdate: (ChatListViewModel) -> Void = { _ in }

    init(name: String) {
        self.name = name
    }

    func updated(list: ChatListViewModel) {
        let rows = list.items.map { "\($0.contact)\($0.unreadBadge)" }.joined(separator: ", ")
        print("\(name) got \"\(list.title)\": \(list.shouldShowBusy ? "loading" : rows.isEmpty ? "no rows" : rows)")
        onUpdate(list)
    }
}
