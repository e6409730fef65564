import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

// Steps 15 to 20: the retain cycle in assign(to:on: self), its fix, the main actor, your turn.
extension CombineMVVMLesson {
    /// A tracker whose axis is `scheduler`'s virtual time, in milliseconds.
    static func lifetimes(on scheduler: MainScheduler) -> LifetimeTracker {
        LifetimeTracker(axis: .clock) { Int(scheduler.elapsed / .milliseconds(1)) }
    }

    // @step retain-cycle
    func retainCycle(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let api = Self.offlineAPI(scheduler)
        let lifetimes = Self.lifetimes(on: scheduler)
        let cycle = HoldingLine.find("assign(to: \\.currentWeather, on: self)",
                                     in: Self.declarations, type: "TempViewModel")
        // @snippet step-cycle
        do {
            let viewModel = TempViewModel(
                api: api, scheduler: scheduler.eraseToAnyScheduler())
            lifetimes.track(viewModel, as: "TempViewModel", heldBy: cycle)
            viewModel.city = "Moscow"
            scheduler.advance(by: .seconds(1))
        }
        scheduler.advance(by: .seconds(1))
        draw(.lifetimes(lifetimes.chart(
            title: "assign(to:on: self): the view model outlives its scope")))
        // @end step-cycle
    }

    // @step break-cycle
    func breakCycleByHand(_ ctx: LessonContext) throws {
        // @snippet step-break-cycle
        let scheduler = DispatchQueue.test
        weak var probe: TempViewModel?
        do {
            let viewModel = TempViewModel(
                api: Self.offlineAPI(scheduler),
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
            // @snippet step-cycle-fixed
            let viewModel = FixedTempViewModel(
                api: Self.offlineAPI(scheduler),
                scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "Moscow"
            scheduler.advance(by: .seconds(1))
            print("currentWeather:", viewModel.currentWeather)
            // @end step-cycle-fixed
        }
    }

    // @step fixed-lifetime
    func fixedLifetime(_ ctx: LessonContext) throws {
        onMainActor {
            let scheduler = DispatchQueue.test
            let api = Self.offlineAPI(scheduler)
            let lifetimes = Self.lifetimes(on: scheduler)
            // @snippet step-fixed-lifetime
            do {
                let viewModel = FixedTempViewModel(
                    api: api, scheduler: scheduler.eraseToAnyScheduler())
                lifetimes.track(viewModel, as: "FixedTempViewModel")
                viewModel.city = "Moscow"
                scheduler.advance(by: .seconds(1))
            }
            lifetimes.check()
            scheduler.advance(by: .seconds(1))
            draw(.lifetimes(lifetimes.chart(
                title: "assign(to: &$currentWeather): gone with its scope")))
            // @end step-fixed-lifetime
        }
    }

    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        // @snippet step-main-actor
        onMainActor {
            let scheduler = DispatchQueue.test   // stands for DispatchQueue.main
            let viewModel = FixedTempViewModel(
                api: Self.offlineAPI(scheduler),
                scheduler: scheduler.eraseToAnyScheduler())
            // A main-actor closure: Swift checks where OpenCombine calls it.
            let shown = viewModel.$currentWeather.dropFirst()
                .sink { print("the screen shows", $0) }
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
        let clockTime = "+" + clock.elapsed.playgroundFormatted
        print("clock \(clockTime), scheduler \(scheduler.stamp):")
        print(viewModel.currentWeather)
        // @end step-your-turn
    }
}
