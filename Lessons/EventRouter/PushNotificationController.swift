import LessonKit

/// The MVVM push handler: make the event, route it, done. Who shows the message, and whether
/// a notice is needed, is no longer its business.
final class PushNotificationController {
    private let router: ChatEventRouter
    private let clock: LessonClock

    init(router: ChatEventRouter, clock: LessonClock) {
        self.router = router
        self.clock = clock
    }

    // @snippet push-notification-controller
    func received(notification: PushNotification) {
        let message = Message(
            sender: .other(name: notification.title), text: notification.body,
            state: .sent, sendDate: clock.now, id: notification.messageId)
        router.route(.received(message: message, contact: notification.title))
    }
    // @end push-notification-controller
}
