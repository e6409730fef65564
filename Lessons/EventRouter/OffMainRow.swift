import Foundation
import LessonKit

/// A chat-list row that an Xcode 26 app can build off the main thread.
// @snippet off-main-row
nonisolated struct OffMainRow: Sendable {
    let contact: String
    let unreadBadge: String
    let itemTapped: @MainActor @Sendable () -> Void

    static func build(
        for chat: Chat,
        showChat: @escaping @MainActor @Sendable (String) -> Void
    ) -> OffMainRow {
        let unread = chat.unreadMessages.count
        return OffMainRow(
            contact: chat.contact,
            unreadBadge: unread == 0 ? "" : " (\(unread))",
            itemTapped: { showChat(chat.contact) })
    }
}
// @end off-main-row

/// The list's screen: `@MainActor`, as every screen.
@MainActor final class OffMainListScreen {
    private(set) var rows: [OffMainRow] = []

    func updated(rows: [OffMainRow]) {
        self.rows = rows
        print("main: the list shows", rows.map { $0.contact + $0.unreadBadge }.joined(separator: ", "))
    }
}

/// A background queue and the main one, on a virtual clock. `offMain` has the closure types
/// of `Task.detached { ... await MainActor.run { ... } }`, so the compiler checks what it
/// checks there; the clock says when each part runs, so every run prints the same.
final class VirtualQueues {
    private let clock: LessonClock

    init(clock: LessonClock) {
        self.clock = clock
    }

    /// Runs `work` off the main actor after `delay`, then `then` with its result on the main
    /// actor, for real. The result crosses from one to the other: it must be `Sendable`.
    func offMain<Result: Sendable>(
        after delay: Duration,
        _ work: @escaping @Sendable () -> Result,
        then: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        clock.schedule(after: delay, label: "background") { [clock] in
            let result = work()
            clock.schedule(after: .zero, label: "main") { onMainActor { then(result) } }
        }
    }
}
