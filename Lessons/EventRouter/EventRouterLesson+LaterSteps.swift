import Foundation
import LessonKit

/// Steps 42 to 45: building off the main thread, and what the article's way costs.
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

    // @step numbers
    func numbers(_ ctx: LessonContext) throws {
        // @snippet step-numbers
        let mvc = ClocFigures.mvc, mvvm = ClocFigures.mvvm
        let growth = (Double(mvvm.code) / Double(mvc.code) - 1) * 100
        let average = { (row: ClocFigures) in Int(row.averageFileSize.rounded()) }
        let percent = String(format: "%.1f", growth)
        print("code lines: \(mvc.code) → \(mvvm.code), +\(percent)%")
        print("files: \(mvc.files) → \(mvvm.files)")
        print("average file: \(average(mvc)) → \(average(mvvm)) lines of code")
        // @end step-numbers
    }

    // @step downsides
    func downsides(_ ctx: LessonContext) throws {
        // @snippet step-downsides
        // Two apps in one process, as the steps run them: nothing is shared.
        let (first, _) = runningApp()
        let (second, _) = runningApp()
        _ = first.chatsScreen.tap(contact: "carol")
        print("first app: ", first.listSummary)
        print("second app:", second.listSummary)
        // @end step-downsides
    }
}
