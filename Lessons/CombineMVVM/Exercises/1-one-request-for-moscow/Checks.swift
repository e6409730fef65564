import CellKit
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

/// A view model of yours on a test scheduler, with an offline API that logs every request.
struct TypingRig {
    let scheduler = DispatchQueue.test
    let log = RequestLog()
    let viewModel: WeatherViewModel

    init() {
        viewModel = WeatherViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log),
                                  scheduler: scheduler.eraseToAnyScheduler())
    }

    /// Types `city` the way a fast typist does: one edit per letter, all at the same instant.
    func typeQuickly(_ city: String) {
        for length in 1...city.count {
            viewModel.city = String(city.prefix(length))
        }
    }

    func advance(_ milliseconds: Int) {
        scheduler.advance(by: .milliseconds(milliseconds))
    }

    var cities: [String] { log.entries.map(\.city) }

    /// Fails with what to do when not a single request went out.
    func expectSomeRequest() throws {
        try expect(!cities.isEmpty, "no request went out at all: build the chain from $city in init, and keep its AnyCancellable in cancellableSet (a subscription nobody keeps is cancelled as init returns)")
    }
}

/// The offline service, slow for one city: its answer takes `slow` instead of 200 ms.
struct SlowForOneCity: WeatherTransport {
    let scheduler: MainScheduler
    let city: String
    let slow: DispatchQueue.OCombine.SchedulerTimeType.Stride

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        var samples = SampleTransport(scheduler: scheduler.eraseToAnyScheduler())
        if url.absoluteString.contains("q=\(city)") { samples.latency = slow }
        return samples.dataTaskPublisher(for: url)
    }
}

func checks() -> [Check] {
    [
        Check("six quick edits of \"Moscow\" make exactly one request, for Moscow") {
            let rig = TypingRig()
            rig.typeQuickly("Moscow")
            rig.advance(1000)
            try rig.expectSomeRequest()
            try expectEqual(rig.cities, ["Moscow"], "one request per keystroke: wait until the user has stopped typing for 500 ms (debounce), so that only the last edit makes a request")
        },
        Check("the request leaves 500 ms after the last edit, not before") {
            let rig = TypingRig()
            rig.typeQuickly("Moscow")
            rig.advance(499)
            try expect(rig.cities.isEmpty, "a request for \(rig.cities) left before the user had been quiet for 500 ms: debounce on the scheduler init is given, for .milliseconds(500)")
            rig.advance(1)
            if rig.cities.isEmpty {
                rig.advance(5000)
                try rig.expectSomeRequest()
                try fail("the request left at +\(rig.log.entries[0].sent.stampFormatted), not at +500ms: debounce for .milliseconds(500)")
            }
            try expectEqual(rig.cities, ["Moscow"], "500 ms after the last edit, exactly one request should be on its way, for Moscow")
        },
        Check("edits 100 ms apart still make one request, 500 ms after the last") {
            let rig = TypingRig()
            for edit in ["M", "Mo", "Mos", "Mosc", "Mosco", "Moscow"] {
                rig.viewModel.city = edit
                rig.advance(100)
            }
            rig.advance(1000)
            try rig.expectSomeRequest()
            try expectEqual(rig.cities, ["Moscow"], "a slower typist made other requests: every new edit must restart the half second (debounce, not throttle or delay)")
            try expectEqual(rig.log.entries[0].sent, .milliseconds(1000), "the last edit came at +500ms, so the request should leave at +1s")
        },
        Check("typing \"Moscow\" again makes no second request") {
            let rig = TypingRig()
            rig.typeQuickly("Moscow")
            rig.advance(1000)
            rig.viewModel.city = "Mosc"
            rig.viewModel.city = "Moscow"
            rig.advance(1000)
            try rig.expectSomeRequest()
            try expectEqual(rig.cities, ["Moscow"], "Moscow was asked for twice in a row: drop a city equal to the one before it (removeDuplicates), after the debounce, so that it compares cities and not keystrokes")
        },
        Check("Moscow, London, Moscow make three requests") {
            let rig = TypingRig()
            for city in ["Moscow", "London", "Moscow"] {
                rig.typeQuickly(city)
                rig.advance(1000)
            }
            try rig.expectSomeRequest()
            try expectEqual(rig.cities, ["Moscow", "London", "Moscow"], "only a city equal to the one just before it is dropped; with London in between, Moscow is asked for again")
        },
        Check("a slow answer for Moscow that comes after London's does not replace London's weather") {
            // Moscow's request leaves at +500ms and takes 1.5 s; London is typed at +600ms, its
            // request leaves at +1.1s and is answered at +1.3s, long before Moscow's at +2s.
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let transport = RecordingTransport(inner: SlowForOneCity(scheduler: scheduler, city: "Moscow", slow: .milliseconds(1500)), log: log, scheduler: scheduler)
            let api = WeatherAPI(apiKey: APIKey("offline"), transport: transport, scheduler: scheduler.eraseToAnyScheduler())
            let viewModel = WeatherViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "Moscow"
            scheduler.advance(by: .milliseconds(600))
            viewModel.city = "London"
            scheduler.advance(by: .seconds(3))
            try expectEqual(log.entries.map(\.city), ["Moscow", "London"], "Moscow and then London should each make one request")
            try expectEqual(viewModel.currentWeather.name, "London", "London was typed last, but Moscow's slow answer, which came after London's, is on screen: listen to the newest request only (map, then switchToLatest), so that a new city cancels the request before it")
        },
        Check("Moscow's weather reaches currentWeather when the answer comes") {
            let rig = TypingRig()
            rig.typeQuickly("Moscow")
            rig.advance(500)
            try expect(rig.viewModel.currentWeather.isPlaceholder, "currentWeather changed at +500ms, before the service could answer: the request should leave 500 ms after the last edit, and the answer comes 200 ms after that")
            rig.advance(200)
            try rig.expectSomeRequest()
            try expectEqual(rig.viewModel.currentWeather.name, "Moscow", "the answer never reached currentWeather: assign what the chain publishes to \\.currentWeather")
        },
    ]
}
