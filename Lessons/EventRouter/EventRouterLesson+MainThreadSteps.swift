import Foundation
import LessonKit

/// Steps 42 to 43: building off the main thread, and showing on it.
extension EventRouterLesson {
    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        // @snippet step-main-actor
        // Compiles only for a Sendable type: what may cross between threads.
        func crosses<T: Sendable>(_ type: T.Type) -> String { "\(type) may cross" }
        print(crosses([Chat].self))  // all values
        print(crosses(OffMainRow.self))  // the next step's row
        // @end step-main-actor
    }

    // @step off-main
    func offMain(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let queues = VirtualQueues(clock: clock)
        // @snippet step-off-main
        let screen = onMainActor { OffMainListScreen() }
        let chats = ChatBot.sampleChats(before: clock.now)  // values: Sendable
        queues.offMain(after: .milliseconds(30)) {
            print("background: building \(chats.count) rows")
            return chats.map { chat in
                OffMainRow.build(for: chat) { print("main: open", $0) }
            }
        } then: { rows in
            screen.updated(rows: rows)
        }
        clock.advance(by: .milliseconds(30))
        onMainActor { screen.rows.first?.itemTapped() }
        // @end step-off-main
    }
}
