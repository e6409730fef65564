/// An in-app notice: a message arrived for a chat that is not on screen.
struct NoticeViewModel {
    let text: String
}

enum NoticeViewModelBuilder {
    static func build(for message: Message, from contact: String) -> NoticeViewModel {
        NoticeViewModel(text: "\(contact): \(message.text.preview(32))")
    }
}
