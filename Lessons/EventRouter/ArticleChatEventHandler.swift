// @snippet article-chat-event-handler
/// The article's listener list, as an instance: optionals in an array,
/// filled through a `weak` local. (The article writes `weak var`; today's
/// compiler asks for `weak let`.)
final class ArticleChatEventHandler {
    private var chatListListening: [ChatListListening?] = []

    func add(listener: ChatListListening) {
        weak let weakListener = listener
        chatListListening.append(weakListener)
    }

    var count: Int { chatListListening.count }
}
// @end article-chat-event-handler
