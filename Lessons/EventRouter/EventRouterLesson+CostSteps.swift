import Foundation
import LessonKit

/// Steps 44 to 45: what the article's way costs, and its downsides.
extension EventRouterLesson {
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
