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
        print("4 values of city, \(typing.log.entries.count) requests; now showing:", typing.viewModel.currentWeather)
        // @end step-debounce-limits
    }

    // @step unstored
    func unstored(_ ctx: LessonContext) throws {
        // @snippet step-unstored
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        let viewModel = ForgetfulTempViewModel(api: Self.offlineAPI(scheduler, log: log),
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
        let view = ContentView(model: model, scheduler: scheduler.eraseToAnyScheduler())
        for edit in ["J", "Ja", "Jak", "Jaka", "Jakar", "Jakart", "Jakarta"] {
            view.cityField.type(edit)
        }
        print("7 edits typed; renders so far: \(view.renders)")
        scheduler.advance()
        print("after one tick: renders \(view.renders)")
        scheduler.advance(by: .seconds(1))
        print("after the answer: renders \(view.renders)")
        print(view.screen.joined(separator: "\n"))
        // @end step-swiftui
    }

    // @step retain-cycle
    func retainCycle(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let lifetimes = LifetimeTracker(axis: .clock) {
            Int(scheduler.elapsed / .milliseconds(1))
        }
        let cycle = HoldingLine.find("assign(to: \\.currentWeather, on: self)",
                                     in: Self.declarations, type: "TempViewModel")
        // @snippet step-cycle
        weak var probe: TempViewModel?
        do {
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler),
                                          scheduler: scheduler.eraseToAnyScheduler())
            lifetimes.track(viewModel, as: "TempViewModel", heldBy: cycle)
            viewModel.city = "Moscow"
            scheduler.advance(by: .seconds(1))
            probe = viewModel
        }
        let scopeEnded = scheduler.stamp
        scheduler.advance(by: .seconds(1))
        print("the scope ended at \(scopeEnded); TempViewModel still alive at \(scheduler.stamp):", probe != nil)
        print("and still holding:", probe?.currentWeather ?? .placeholder)
        draw(.lifetimes(lifetimes.chart(title: "assign(to:on: self): the scope ends at \(scopeEnded), the view model does not")))
        // @end step-cycle
    }

    // @step break-cycle
    func breakCycleByHand(_ ctx: LessonContext) throws {
        // @snippet step-break-cycle
        let scheduler = DispatchQueue.test
        weak var probe: TempViewModel?
        do {
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler),
                                          scheduler: scheduler.eraseToAnyScheduler())
            probe = viewModel
        }
        print("nobody holds it; still alive:", probe != nil)
        probe?.breakCycle()
        print("after breakCycle(); still alive:", probe != nil)
        // @end step-break-cycle
    }

    // @step cycle-fixed
    func cycleFixed(_ ctx: LessonContext) throws {
        onMainActor {
            let scheduler = DispatchQueue.test
            let lifetimes = LifetimeTracker(axis: .clock) { Int(scheduler.elapsed / .milliseconds(1)) }
            // @snippet step-cycle-fixed
            weak var probe: FixedTempViewModel?
            do {
                let viewModel = FixedTempViewModel(api: Self.offlineAPI(scheduler),
                                                   scheduler: scheduler.eraseToAnyScheduler())
                lifetimes.track(viewModel, as: "FixedTempViewModel")
                viewModel.city = "Moscow"
                scheduler.advance(by: .seconds(1))
                print("inside the scope it works:", viewModel.currentWeather)
                probe = viewModel
            }
            lifetimes.check()
            let scopeEnded = scheduler.stamp
            scheduler.advance(by: .seconds(1))
            print("the scope ended at \(scopeEnded); FixedTempViewModel still alive:", probe != nil)
            draw(.lifetimes(lifetimes.chart(title: "assign(to: &$currentWeather): it dies with the scope, at \(scopeEnded)")))
            // @end step-cycle-fixed
        }
    }

    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        // @snippet step-main-actor
        onMainActor {
            let scheduler = DispatchQueue.test   // stands for DispatchQueue.main
            let viewModel = FixedTempViewModel(api: Self.offlineAPI(scheduler),
                                               scheduler: scheduler.eraseToAnyScheduler())
            // A main-actor closure: Swift checks where OpenCombine calls it.
            let shown = viewModel.$currentWeather.dropFirst().sink { print("the screen shows", $0) }
            viewModel.city = "Jakarta"
            scheduler.advance(by: .seconds(1))
            shown.cancel()
        }
        // @end step-main-actor
    }

    // @step your-turn
    func yourTurn(_ ctx: LessonContext) throws {
        // @snippet step-your-turn
        let clock = LessonClock()
        let scheduler = DispatchQueue.test
        clock.onAdvance { duration in
            scheduler.advance(by: .nanoseconds(Int(duration / .nanoseconds(1))))
        }
        let viewModel = TempViewModel(api: Self.offlineAPI(scheduler),
                                      scheduler: scheduler.eraseToAnyScheduler())
        viewModel.city = "Reykjavik"
        clock.advance(by: .milliseconds(700))
        print("clock +\(clock.elapsed.playgroundFormatted), scheduler \(scheduler.stamp):", viewModel.currentWeather)
        // @end step-your-turn
    }
}
