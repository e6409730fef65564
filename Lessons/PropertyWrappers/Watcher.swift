import OpenCombine

/// A named subscriber the learner adds with `subscribe`. Not part of the lesson's story: it
/// lets the commands show who heard what, and when.
///
/// It keeps its Combine subscriptions, so dropping it cancels them; the article's event holds
/// it weakly and forgets it by itself.
final class Watcher {
    /// What a watcher can listen to on the lesson's live view models.
    enum Channel: String, CaseIterable {
        case observable, safe, published, objectWillChange

        /// Where the notifications come from, as a learner would write it.
        var source: String {
            switch self {
            case .observable: "viewModel.$orders"
            case .safe: "safeVM.$orders"
            case .published: "publishedVM.$orders"
            case .objectWillChange: "publishedVM.objectWillChange"
            }
        }
    }

    let name: String
    private(set) var channels: [Channel] = []
    private var subscriptions: [AnyCancellable] = []

    init(name: String) {
        self.name = name
    }

    func watch(_ channel: Channel, keeping subscription: AnyCancellable? = nil) {
        channels.append(channel)
        if let subscription {
            subscriptions.append(subscription)
        }
    }

    var subscriptionCount: Int { subscriptions.count }
}
