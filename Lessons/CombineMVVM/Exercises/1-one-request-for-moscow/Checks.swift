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
        advanceAndDeliver(scheduler, milliseconds)
    }

    var cities: [String] { log.entries.map(\.city) }

    /// Fails with what to do when not a single request went out.
    func expectSomeRequest() throws {
        try expect(!cities.isEmpty, "no request went out at all: build the chain from $city in init, and keep it for the view model's life: end it with assign(to: &$currentWeather), or keep its AnyCancellable in cancellableSet (a subscription nobody keeps is cancelled as init returns)")
    }
}

/// Moves the virtual clock in 50 ms steps and, after each, lets the main queue run what was
/// handed to it: an answer delivered with `receive(on: DispatchQueue.main.ocombine)` arrives there,
/// as it would in an app.
func advanceAndDeliver(_ scheduler: MainScheduler, _ milliseconds: Int) {
    var left = milliseconds
    while left > 0 {
        let step = min(left, 50)
        scheduler.advance(by: .milliseconds(step))
        RunLoop.main.run(until: Date())
        left -= step
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
        Check("six quick edits of Moscow make exactly one request, for Moscow") {
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
        Check("typing Moscow again makes no second request") {
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
            advanceAndDeliver(scheduler, 600)
            viewModel.city = "London"
            advanceAndDeliver(scheduler, 3000)
            try expectEqual(log.entries.map(\.city), ["Moscow", "London"], "Moscow and then London should each make one request")
            try expect(!viewModel.currentWeather.isPlaceholder, "no answer reached currentWeather, 2 s after London's came back: write what the chain publishes into currentWeather (and deliver it on the scheduler you are given, or on the main queue)")
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
        Check("a view model nobody holds any more dies, and its chain with it") {
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            weak var probe: WeatherViewModel?
            do {
                let viewModel = WeatherViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
                viewModel.city = "Moscow"
                advanceAndDeliver(scheduler, 1000)
                viewModel.city = "London"
                probe = viewModel
            }
            try expect(!log.entries.isEmpty, "typing Moscow made no request at all: build the chain from $city in init, and keep it for the view model's life")
            try expect(probe == nil, "the view model outlived its last owner: its chain holds it. assign(to:on: self) stored in cancellableSet, or a sink that captures self strongly, is the cycle of the lesson's step 15: end the chain with assign(to: &$currentWeather), or a sink with [weak self]")
            advanceAndDeliver(scheduler, 1000)
            try expectEqual(log.entries.map(\.city), ["Moscow"], "London was typed just before the view model was let go, and its request still went out: the chain should end with the view model")
        },
        exploredTyping(),
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

/// What the task's chain does on the virtual clock: 500 ms of quiet, then the city, unless it is
/// the one before it; its request answered 200 ms later (Moscow: 1550 ms); only the newest
/// request's answer is shown ("Mos" is answered 404: the placeholder).
struct ChainModel {
    var now = 0
    var typed = ""
    var debounceDue: Int?
    var lastThrough: String?
    var inFlight: (city: String, due: Int)?
    var requests: [String] = []
    var shown = "placeholder"

    mutating func type(_ city: String) {
        typed = city
        debounceDue = now + 500
    }

    mutating func wait(_ milliseconds: Int) {
        let end = now + milliseconds
        while let next = [debounceDue, inFlight?.due].compactMap({ $0 }).filter({ $0 <= end }).min() {
            now = next
            if next == debounceDue {
                debounceDue = nil
                if typed != lastThrough {
                    lastThrough = typed
                    requests.append(ChainModel.request(typed, at: now))
                    inFlight = (typed, now + (typed == "Moscow" ? 1550 : 200))
                }
            } else if let flight = inFlight {
                shown = flight.city == "Mos" ? "placeholder" : flight.city
                inFlight = nil
            }
        }
        now = end
    }

    static func request(_ city: String, at milliseconds: Int) -> String {
        "\(city) at +\(Duration.milliseconds(milliseconds).stampFormatted)"
    }
}

func exploredTyping() -> Check {
    Check("whatever is typed and whenever, the requests and the weather shown follow the chain") {
        try explore(operation: { (random: inout ExploreRandom) -> Typing in
            random.chance(50) ? Typing.type(random.pick(["Moscow", "London", "Mos"])) : .wait(random.pick([100, 200, 500, 600, 1000, 2000]))
        }, describe: \Typing.words) { steps in
            // The task says nothing of the empty field $city starts with: the user types first.
            guard case .type? = steps.first else { return }
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let transport = RecordingTransport(inner: SlowForOneCity(scheduler: scheduler, city: "Moscow", slow: .milliseconds(1550)), log: log, scheduler: scheduler)
            let api = WeatherAPI(apiKey: APIKey("offline"), transport: transport, scheduler: scheduler.eraseToAnyScheduler())
            let viewModel = WeatherViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler())
            var model = ChainModel()
            for step in steps {
                switch step {
                case .type(let city):
                    viewModel.city = city
                    model.type(city)
                case .wait(let milliseconds):
                    advanceAndDeliver(scheduler, milliseconds)
                    model.wait(milliseconds)
                }
                let requests = log.entries.map { "\($0.city) at +\($0.sent.stampFormatted)" }
                try expectEqual(requests, model.requests, "the requests that went out are not the chain's: one per city that stays 500 ms in the field, none for the city that went through just before")
                let shown = viewModel.currentWeather.isPlaceholder ? "placeholder" : viewModel.currentWeather.name
                try expectEqual(shown, model.shown, "currentWeather shows the wrong weather: the answer for the newest city that went through, never an older request's")
            }
            withExtendedLifetime(viewModel) {}
        }
    }
}
