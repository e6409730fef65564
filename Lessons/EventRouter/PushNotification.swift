// @snippet push-notification
/// What a push notification brings: who wrote (the title) and what (the body), as in the
/// article's `UNNotification` content.
struct PushNotification {
    let title: String
    let body: String
}
// @end push-notification
