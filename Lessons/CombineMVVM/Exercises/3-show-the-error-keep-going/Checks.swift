import CellKit
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

/// The lesson's offline service without its `catch`: a 404, an empty city or bad JSON fail the
/// publisher instead of answering with the placeholder. Every request goes into `log`.
struct FailingWeatherRig {
    let scheduler: MainScheduler
    let log = RequestLog()
    let viewModel: ResilientWeatherViewModel

    init(scheduler: MainScheduler = DispatchQueue.test) {
        self.scheduler = scheduler
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
        advanceAndDeliver(scheduler, 1000)
    }

    var cities: [String] { log.entries.map(\.city) }
}

/// Moves the virtual clock in 50 ms steps and, after each, lets the main queue run what was
/// handed to it: answers delivered with `receive(on: DispatchQueue.main.ocombine)` arrive there.
func advanceAndDeliver(_ scheduler: MainScheduler, _ milliseconds: Int) {
    var left = milliseconds
    while left > 0 {
        let step = min(left, 50)
        scheduler.advance(by: .milliseconds(step))
        RunLoop.main.run(until: Date())
        left -= step
    }
}

func checks() -> [Check] {
    [
        Check("Moscow shows its weather, and no error") {
            let rig = FailingWeatherRig()
            rig.type("Moscow")
            try expectEqual(rig.viewModel.currentWeather.name, "Moscow", "Moscow's answer should reach currentWeather")
            try expectEqual(rig.viewModel.errorMessage, nil, "nothing failed, so errorMessage should be nil")
        },
        Check("an unknown city shows No weather for Atlantis") {
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
            advanceAndDeliver(rig.scheduler, 500)
            rig.viewModel.city = "Lon"
            advanceAndDeliver(rig.scheduler, 300)
            try expectEqual(rig.viewModel.errorMessage, "No weather for Atlantis", "the failed request was for Atlantis, but the message read the text field as it is now: name the city the request was for (the city flatMap's closure received)")
        },
        Check("two failures in a row are both shown") {
            let rig = FailingWeatherRig()
            rig.type("Atlantis")
            rig.type("Narnia")
            try expectEqual(rig.cities, ["Atlantis", "Narnia"], "each city should make its request, even after a failure")
            try expectEqual(rig.viewModel.errorMessage, "No weather for Narnia", "the second failure should show its own city")
        },
        Check("a view model nobody holds any more dies, and sends no more requests") {
            let scheduler = DispatchQueue.test
            weak var probe: ResilientWeatherViewModel?
            var log = RequestLog()
            do {
                let rig = FailingWeatherRig(scheduler: scheduler)
                log = rig.log
                rig.type("Atlantis")
                rig.viewModel.city = "London"
                probe = rig.viewModel
            }
            try expect(probe == nil, "the view model outlived its last owner: its subscription, kept in cancellableSet, holds it. Capture self weakly in the sink ([weak self]), as the starter did")
            scheduler.advance(by: .seconds(1))
            try expectEqual(log.entries.map(\.city), ["Atlantis"], "London was typed just before the view model was let go, and its request still went out: the chain should end with the view model")
        },
        exploredErrors(),
    ]
}

/// One step of an explored sequence: the user sets the field, or time passes.
enum Typing {
    case type(String)
    case wait(Int)

    var words: String {
        switch self {
        case .type(let city): "type \(city)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        }
    }
}

/// What the task's view model shows on the virtual clock: 500 ms of quiet, then the city unless it
/// is the one before it; its answer 200 ms later, a failure for a city the service does not know.
struct ChainModel {
    var now = 0
    var typed = ""
    var debounceDue: Int?
    var lastThrough: String?
    var answers: [(city: String, due: Int)] = []
    var requests: [String] = []
    var shown = "placeholder"
    var error: String?

    mutating func type(_ city: String) {
        typed = city
        debounceDue = now + 500
    }

    mutating func wait(_ milliseconds: Int) {
        let end = now + milliseconds
        while let next = ([debounceDue].compactMap { $0 } + answers.map(\.due)).filter({ $0 <= end }).min() {
            now = next
            if next == debounceDue {
                debounceDue = nil
                if typed != lastThrough {
                    lastThrough = typed
                    requests.append("\(typed) at +\(Duration.milliseconds(now).stampFormatted)")
                    answers.append((typed, now + 200))
                }
            } else {
                let city = answers.removeFirst().city
                let known = ["Moscow", "London"].contains(city)
                shown = known ? city : "placeholder"
                error = known ? nil : "No weather for \(city)"
            }
        }
        now = end
    }
}

func exploredErrors() -> Check {
    Check("whatever is typed and whenever, the requests, the weather and the error follow the chain") {
        try explore(operation: { (random: inout ExploreRandom) -> Typing in
            random.chance(50) ? .type(random.pick(["Moscow", "London", "Atlantis", "Narnia"])) : .wait(random.pick([100, 200, 500, 600, 1000]))
        }, describe: \Typing.words) { steps in
            // The task says nothing of the empty field $city starts with: the user types first.
            guard case .type? = steps.first else { return }
            let rig = FailingWeatherRig()
            var model = ChainModel()
            for step in steps {
                switch step {
                case .type(let city):
                    rig.viewModel.city = city
                    model.type(city)
                case .wait(let milliseconds):
                    advanceAndDeliver(rig.scheduler, milliseconds)
                    model.wait(milliseconds)
                }
                let requests = rig.log.entries.map { "\($0.city) at +\($0.sent.stampFormatted)" }
                try expectEqual(requests, model.requests, "the requests that went out are not the chain's: one per city that stays 500 ms in the field, none for the city that went through just before, and a failure stops nothing")
                let weather = rig.viewModel.currentWeather
                try expectEqual(weather.isPlaceholder ? "placeholder" : weather.name, model.shown, "currentWeather shows the wrong weather: the last answer's, or the placeholder after a failure")
                try expectEqual(rig.viewModel.errorMessage, model.error, "errorMessage is wrong: \"No weather for <city>\" after that city failed, nil after a good answer")
            }
        }
    }
}
