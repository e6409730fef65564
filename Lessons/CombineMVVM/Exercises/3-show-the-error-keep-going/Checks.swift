import CellKit
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

/// The lesson's offline service without its `catch`: a 404, an empty city or bad JSON fail the
/// publisher instead of answering with the placeholder. Every request goes into `log`.
struct FailingWeatherRig {
    let scheduler = DispatchQueue.test
    let log = RequestLog()
    let viewModel: ResilientWeatherViewModel

    init() {
        let scheduler = scheduler
        let transport = RecordingTransport(inner: SampleTransport(scheduler: scheduler.eraseToAnyScheduler()), log: log, scheduler: scheduler)
        let urls = WeatherAPI(apiKey: APIKey("offline"), transport: transport, scheduler: scheduler.eraseToAnyScheduler())
        viewModel = ResilientWeatherViewModel(
            fetchWeather: { city in
                transport.dataTaskPublisher(for: urls.absoluteURL(city: city)!)
                    .map(\.data)
                    .decode(type: WeatherDetail.self, decoder: JSONDecoder())
                    .receive(on: scheduler)
                    .eraseToAnyPublisher()
            },
            scheduler: scheduler.eraseToAnyScheduler())
    }

    /// Sets the city and lets a second pass: the debounce, the request and its answer.
    func type(_ city: String) {
        viewModel.city = city
        scheduler.advance(by: .seconds(1))
    }

    var cities: [String] { log.entries.map(\.city) }
}

func checks() -> [Check] {
    [
        Check("Moscow shows its weather, and no error") {
            let rig = FailingWeatherRig()
            rig.type("Moscow")
            try expectEqual(rig.viewModel.currentWeather.name, "Moscow", "Moscow's answer should reach currentWeather")
            try expectEqual(rig.viewModel.errorMessage, nil, "nothing failed, so errorMessage should be nil")
        },
        Check("an unknown city shows \"No weather for Atlantis\"") {
            let rig = FailingWeatherRig()
            rig.type("Moscow")
            rig.type("Atlantis")
            try expect(rig.viewModel.currentWeather.isPlaceholder, "after a failed request currentWeather should be the placeholder, not the last city's weather")
            try expectEqual(rig.viewModel.errorMessage, "No weather for Atlantis", "a failed request should show an error that names the city")
        },
        Check("after Atlantis failed, London still loads") {
            let rig = FailingWeatherRig()
            rig.type("Atlantis")
            rig.type("London")
            try expect(rig.cities.contains("London"), "after one failure, typing London made no request at all (requests: \(rig.cities)): the failure ended the whole chain. Catch it inside flatMap, on the one city's publisher, so that it ends only that request")
            try expectEqual(rig.viewModel.currentWeather.name, "London", "London's answer should reach currentWeather")
        },
        Check("a city that loads clears the error of the one before") {
            let rig = FailingWeatherRig()
            rig.type("Atlantis")
            try expect(rig.viewModel.errorMessage != nil, "Atlantis failed, but errorMessage stayed nil: show the failure first (the check before this one)")
            rig.type("London")
            try expect(rig.cities.contains("London"), "after one failure, typing London made no request at all: the failure ended the whole chain")
            try expectEqual(rig.viewModel.errorMessage, nil, "London loaded, but the error about Atlantis is still shown: every answer sets errorMessage, nil for a good one")
        },
        Check("the error names the city that failed, not what the field says by then") {
            // Atlantis's request goes out after the debounce; while it is on its way (200 ms),
            // the learner starts typing "Lon". The failure must still name Atlantis.
            let rig = FailingWeatherRig()
            rig.viewModel.city = "Atlantis"
            rig.scheduler.advance(by: .milliseconds(500))
            rig.viewModel.city = "Lon"
            rig.scheduler.advance(by: .milliseconds(300))
            try expectEqual(rig.viewModel.errorMessage, "No weather for Atlantis", "the failed request was for Atlantis, but the message read the text field as it is now: name the city the request was for (the city flatMap's closure received)")
        },
        Check("two failures in a row are both shown") {
            let rig = FailingWeatherRig()
            rig.type("Atlantis")
            rig.type("Narnia")
            try expectEqual(rig.cities, ["Atlantis", "Narnia"], "each city should make its request, even after a failure")
            try expectEqual(rig.viewModel.errorMessage, "No weather for Narnia", "the second failure should show its own city")
        },
    ]
}
