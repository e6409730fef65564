import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

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

    // @step uikit-binding
    func uikitBinding(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let viewModel = TempViewModel(api: Self.offlineAPI(scheduler),
                                      scheduler: scheduler.eraseToAnyScheduler())
        // @snippet step-uikit
        let screen = WeatherVC(viewModel: viewModel)
        screen.present()   // viewDidLoad: the label shows the placeholder's blank
        for edit in ["L", "Lo", "Lon", "Lond", "Londo", "London"] {
            screen.cityTextField.type(edit)
        }
        print("viewModel.city = '\(viewModel.city)'")
        scheduler.advance(by: .seconds(1))
        print("the label:", screen.temperatureLabel.text ?? "")
        // @end step-uikit
    }

    // @step swift-ui-binding
    func swiftUIBinding(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let model = TempViewModel(api: Self.offlineAPI(scheduler),
                                  scheduler: scheduler.eraseToAnyScheduler())
        // @snippet step-swiftui
        let view = ContentView(model: model,
                               scheduler: scheduler.eraseToAnyScheduler())
        for edit in ["J", "Ja", "Jak", "Jaka", "Jakar", "Jakart", "Jakarta"] {
            view.cityField.type(edit)
        }
        var renders = "renders: \(view.renders) after 7 edits"
        scheduler.advance()
        renders += ", \(view.renders) after one tick"
        scheduler.advance(by: .seconds(1))
        print(renders + ", \(view.renders) after the answer")
        // @end step-swiftui
    }
}
