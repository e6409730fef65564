import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

// Steps 9 to 12: debounce and removeDuplicates, what they do not do, and a subscription not stored.
extension CombineMVVMLesson {
    // @step debounce
    func debounce(_ ctx: LessonContext) throws {
        // @snippet step-debounce
        let typing = TypingSession()
        for edit in ["M", "Mo", "Mos"] { typing.type(edit, thenWait: 100) }
        typing.type("Moscow", thenWait: 1000)
        typing.drawPicture("M, Mo, Mos, Moscow, 100ms apart")
        print("4 values of city, \(typing.log.entries.count) request")
        // @end step-debounce
    }

    // @step remove-duplicates
    func removeDuplicates(_ ctx: LessonContext) throws {
        let typing = TypingSession()
        typing.type("Moscow", thenWait: 1000)
        typing.marbles.clear()
        // @snippet step-remove-duplicates
        // Moscow was let through a second ago:
        typing.type("Mosco", thenWait: 100)
        typing.type("Moscow", thenWait: 1000)
        typing.drawPicture("Mosco, then Moscow again")
        print("requests in all: \(typing.log.entries.map(\.city))")
        // @end step-remove-duplicates
    }

    // @step debounce-limits
    func debounceLimits(_ ctx: LessonContext) throws {
        // @snippet step-debounce-limits
        let typing = TypingSession()
        typing.type("Mosc", thenWait: 600)
        typing.type("Moscow", thenWait: 1000)
        typing.type("London", thenWait: 1000)
        typing.type("Moscow", thenWait: 1000)
        typing.drawPicture("a pause after Mosc; London between two Moscows")
        print("4 values of city, \(typing.log.entries.count) requests")
        print("now showing:", typing.viewModel.currentWeather)
        // @end step-debounce-limits
    }

    // @step unstored
    func unstored(_ ctx: LessonContext) throws {
        // @snippet step-unstored
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        let viewModel = ForgetfulTempViewModel(
            api: Self.offlineAPI(scheduler, log: log),
            scheduler: scheduler.eraseToAnyScheduler())
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(2))
        print("requests:", log.entries.count)
        print("currentWeather:", viewModel.currentWeather)
        // @end step-unstored
    }
}
