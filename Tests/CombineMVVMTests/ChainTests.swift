import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import Testing
@testable import CombineMVVM

@Suite struct ChainTests {
    @Test func quickTypingMakesOneRequest() {
        let (viewModel, scheduler, log) = offlineViewModel()
        for edit in ["M", "Mo", "Mos", "Mosc", "Mosco", "Moscow"] {
            viewModel.city = edit
            scheduler.advance(by: .milliseconds(100))
        }
        #expect(log.entries.isEmpty)
        scheduler.advance(by: .milliseconds(399))
        #expect(log.entries.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(log.entries.map(\.city) == ["Moscow"])
        #expect(log.entries.first?.sent == .milliseconds(1000))
        #expect(viewModel.currentWeather.isPlaceholder)
        scheduler.advance(by: .milliseconds(200))
        #expect(viewModel.currentWeather.name == "Moscow")
        #expect(log.entries.first?.answered == .milliseconds(1200))
    }

    @Test func theSameCityAgainMakesNoRequest() {
        let (viewModel, scheduler, log) = offlineViewModel()
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(1))
        viewModel.city = "Mos"
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(1))
        #expect(log.entries.count == 1)
    }

    @Test func removeDuplicatesOnlyLooksBackOne() {
        let (viewModel, scheduler, log) = offlineViewModel()
        for city in ["Moscow", "London", "Moscow"] {
            viewModel.city = city
            scheduler.advance(by: .seconds(1))
        }
        #expect(log.entries.map(\.city) == ["Moscow", "London", "Moscow"])
    }

    @Test func aPauseLetsAPrefixThrough() {
        let (viewModel, scheduler, log) = offlineViewModel()
        viewModel.city = "Mosc"
        scheduler.advance(by: .milliseconds(600))
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(1))
        #expect(log.entries.map(\.city) == ["Mosc", "Moscow"])
        #expect(log.entries.map(\.outcome) == ["404 → placeholder", "200: Moscow, 7.2 °C"])
        #expect(viewModel.currentWeather.name == "Moscow")
    }

    @Test func deliveryWaitsForTheMainScheduler() {
        let scheduler = DispatchQueue.test
        let api = CombineMVVMLesson.offlineAPI(scheduler)
        var received: [WeatherDetail] = []
        let subscription = api.fetchWeather(for: "Jakarta").sink { received.append($0) }
        #expect(received.isEmpty)
        scheduler.advance(by: .milliseconds(199))
        #expect(received.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(received.map(\.name) == ["Jakarta"])
        subscription.cancel()
    }

    @Test func anUnstoredSubscriptionDeliversNothing() {
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        let viewModel = ForgetfulTempViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log),
                                               scheduler: scheduler.eraseToAnyScheduler())
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(5))
        #expect(log.entries.isEmpty)
        #expect(viewModel.currentWeather.isPlaceholder)
    }

    @Test func assignOnSelfIsARetainCycle() {
        let scheduler = DispatchQueue.test
        weak var probe: TempViewModel?
        do {
            let viewModel = TempViewModel(api: CombineMVVMLesson.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
            probe = viewModel
        }
        #expect(probe != nil)
    }

    @Test @MainActor func assignToPublishedLetsGo() {
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        weak var probe: FixedTempViewModel?
        do {
            let viewModel = FixedTempViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "London"
            scheduler.advance(by: .seconds(1))
            #expect(viewModel.currentWeather.name == "London")
            viewModel.city = "Moscow"
            probe = viewModel
        }
        #expect(probe == nil)
        // Its chain died with it: the pending debounce never fires a request.
        scheduler.advance(by: .seconds(2))
        #expect(log.entries.map(\.city) == ["London"])
    }

    @Test func uikitBindsByHandBothWays() {
        let (viewModel, scheduler, log) = offlineViewModel()
        let screen = WeatherVC(viewModel: viewModel)
        screen.present()
        #expect(screen.temperatureLabel.text == " ")
        for edit in ["R", "Re", "Reykjavik"] { screen.cityTextField.type(edit) }
        #expect(viewModel.city == "Reykjavik")
        scheduler.advance(by: .seconds(1))
        #expect(log.entries.count == 1)
        #expect(screen.temperatureLabel.text == "0 ºC")
        #expect(screen.render().contains { $0.contains("[ Reykjavik ]") })
    }

    @Test func swiftUIRendersOnTheNextTickOnce() {
        let (model, scheduler, _) = offlineViewModel()
        let view = ContentView(model: model, scheduler: scheduler.eraseToAnyScheduler())
        #expect(view.renders == 1)
        for edit in ["L", "Lo", "London"] { view.cityField.type(edit) }
        #expect(model.city == "London")
        #expect(view.renders == 1, "rendered in objectWillChange, before the change")
        scheduler.advance()
        #expect(view.renders == 2)
        #expect(view.screen.contains { $0.contains("[ London ]") })
        scheduler.advance(by: .seconds(1))
        #expect(view.renders == 3)
        #expect(view.screen.contains { $0.contains("15 ºC") })
        // A change from elsewhere (the UIKit field, a test) re-renders it too.
        model.city = "Jakarta"
        scheduler.advance()
        #expect(view.screen.contains { $0.contains("[ Jakarta ]") })
    }

    @Test func oneViewModelServesBothScreens() {
        let (viewModel, scheduler, _) = offlineViewModel()
        let uikit = WeatherVC(viewModel: viewModel)
        uikit.present()
        let swiftUI = ContentView(model: viewModel, scheduler: scheduler.eraseToAnyScheduler())
        uikit.cityTextField.type("Jakarta")
        scheduler.advance(by: .seconds(1))
        #expect(uikit.temperatureLabel.text == "28 ºC")
        #expect(swiftUI.screen.contains { $0.contains("28 ºC") && !$0.contains("[") })
    }
}
