/// What a push notification brings: who wrote (the title) and what (the body), as in the
/// article's `UNNotification` content, and the message's id on the server (in its `userInfo`).
struct PushNotification {
    let title: String
    let body: String
    var messageId: String? = nil
}
