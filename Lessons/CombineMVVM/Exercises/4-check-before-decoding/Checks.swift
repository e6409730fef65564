import CellKit
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

/// A service whose answers the checks script, city by city: a status and a body, or a lost
/// connection. Every request goes into `log`.
struct ScriptedTransport: WeatherTransport {
    let scheduler: MainScheduler
    let script: [String: Result<(status: Int, body: Data), URLError>]

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        let city = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value ?? ""
        let answer = script[city] ?? .success((400, Data(#"{"cod":"400","message":"Nothing to geocode"}"#.utf8)))
        let result = answer.map { (data: $0.body, response: WeatherResponse(url: url, statusCode: $0.status)) }
        return result.ocombine.publisher.delay(for: .milliseconds(200), scheduler: scheduler).eraseToAnyPublisher()
    }
}

let moscow = WeatherSamples.body(named: "moscow")!

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

/// A view model of yours on a test scheduler, over the scripted service.
struct Rig {
    let scheduler = DispatchQueue.test
    let log = RequestLog()
    let viewModel: CheckedWeatherViewModel
    let api: CheckedWeatherAPI

    init(_ script: [String: Result<(status: Int, body: Data), URLError>] = [:]) {
        var script = script
        if script["Moscow"] == nil { script["Moscow"] = .success((200, moscow)) }
        let transport = RecordingTransport(inner: ScriptedTransport(scheduler: scheduler, script: script), log: log, scheduler: scheduler)
        let urls = WeatherAPI(apiKey: APIKey("offline"), transport: transport, scheduler: scheduler.eraseToAnyScheduler())
        api = CheckedWeatherAPI(urls: urls, transport: transport)
        viewModel = CheckedWeatherViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler())
    }

    func type(_ city: String) {
        viewModel.city = city
        advanceAndDeliver(scheduler, 1000)
    }

    /// What `fetchWeather(for:)` gives for `city`: the weather, or the error.
    func fetch(_ city: String) -> Result<WeatherDetail, WeatherError>? {
        var outcome: Result<WeatherDetail, WeatherError>?
        let subscription = api.fetchWeather(for: city).sink(
            receiveCompletion: { if case .failure(let error) = $0 { outcome = .failure(error) } },
            receiveValue: { outcome = .success($0) })
        advanceAndDeliver(scheduler, 1000)
        subscription.cancel()
        return outcome
    }
}

/// What fetchWeather gave, in the learner's terms: "weather for Moscow", "the error status(404)".
func said(_ outcome: Result<WeatherDetail, WeatherError>?) -> String {
    switch outcome {
    case .success(let weather)?: "weather for \(weather.name)"
    case .failure(let error)?: "the error \(error)"
    case nil: "nothing"
    }
}

/// A problem as the learner wrote it: "status(404)", or "nil".
func named(_ problem: WeatherError?) -> String {
    problem.map { "\($0)" } ?? "nil"
}

func checks() -> [Check] {
    [
        Check("Moscow, answered 200, shows its weather and no problem") {
            let rig = Rig()
            rig.type("Moscow")
            try expectEqual(rig.viewModel.currentWeather.name, "Moscow", "Moscow's 200 answer should reach currentWeather")
            try expectEqual(rig.viewModel.problem, nil, "nothing failed, so problem should be nil")
        },
        Check("a 404 fails with .status(404)") {
            let rig = Rig(["Atlantis": .success((404, Data(#"{"cod":"404","message":"city not found"}"#.utf8)))])
            let outcome = rig.fetch("Atlantis")
            try expect(outcome == .failure(.status(404)), "fetchWeather for a city answered 404 gave \(String(describing: outcome)): look at the status in tryMap and throw WeatherError.status(code) outside 200...299")
            rig.type("Atlantis")
            try expectEqual(rig.viewModel.problem, .status(404), "the view model should show the 404 as its problem")
        },
        Check("a 503 whose body decodes as weather is not shown: the status comes first") {
            let rig = Rig(["Moscow": .success((503, moscow))])
            let outcome = rig.fetch("Moscow")
            try expect(outcome == .failure(.status(503)), "a 503 answer whose body is old weather came out as \(String(describing: outcome)): check the status before decoding, whatever the body")
            rig.type("Moscow")
            try expect(rig.viewModel.currentWeather.isPlaceholder, "the 503's old weather is on screen: an error answer's body is not the weather")
        },
        Check("a 200 whose body is not weather fails as .undecodable") {
            let rig = Rig(["Oslo": .success((200, Data("<html>maintenance</html>".utf8)))])
            let outcome = rig.fetch("Oslo")
            try expect(outcome == .failure(.undecodable), "a 200 answer with an HTML page gave \(String(describing: outcome)): a 2xx body the decoder refuses is .undecodable")
        },
        Check("a lost connection fails as .network with its code") {
            let rig = Rig(["Oslo": .failure(URLError(.notConnectedToInternet))])
            let outcome = rig.fetch("Oslo")
            try expect(outcome == .failure(.network(.notConnectedToInternet)), "a request that never got an answer gave \(String(describing: outcome)): map a URLError to .network(error.code)")
        },
        Check("no request goes out for a cleared field, empty or only spaces") {
            let rig = Rig()
            rig.type("Moscow")
            rig.type("")
            rig.type("   ")
            try expectEqual(rig.log.entries.map(\.city), ["Moscow"], "clearing the field sent requests \(rig.log.entries.map { "'\($0.city)'" }): filter out a city that is empty or only spaces, before the request")
            try expectEqual(rig.viewModel.currentWeather.name, "Moscow", "clearing the field changed what the screen shows: with no request, Moscow's weather stays")
        },
        Check("every status from 200 to 299 is success, and only those") {
            for status in [200, 201, 203, 299] {
                let outcome = Rig(["Oslo": .success((status, moscow))]).fetch("Oslo")
                try expect(outcome.flatMap { try? $0.get().name } == "Moscow", "a \(status) answer with weather in its body gave \(said(outcome)): every status in 200...299 is success, not only 200")
            }
            for status in [199, 300, 304, 500] {
                let outcome = Rig(["Oslo": .success((status, moscow))]).fetch("Oslo")
                try expect(outcome == .failure(.status(status)), "a \(status) answer gave \(said(outcome)): a status outside 200...299 fails with .status(\(status)), whatever the body")
            }
        },
        Check("a view model nobody holds any more dies, and sends no more requests") {
            let rig = Rig()
            weak var probe: CheckedWeatherViewModel?
            do {
                let viewModel = CheckedWeatherViewModel(api: rig.api, scheduler: rig.scheduler.eraseToAnyScheduler())
                viewModel.city = "Moscow"
                probe = viewModel
            }
            try expect(probe == nil, "the view model outlived its last owner: its subscription, kept in cancellableSet, holds it. Capture self weakly in the sink ([weak self])")
            rig.scheduler.advance(by: .seconds(1))
            try expectEqual(rig.log.entries.map(\.city).filter { $0 == "Moscow" }, [], "Moscow was typed just before the view model was let go, and its request still went out: the chain should end with the view model")
        },
        Check("answers reach the view model on the scheduler it is given, whatever thread the service answers on") {
            let scheduler = DispatchQueue.test
            let urls = WeatherAPI(apiKey: APIKey("offline"), transport: BackgroundTransport(), scheduler: scheduler.eraseToAnyScheduler())
            let viewModel = CheckedWeatherViewModel(api: CheckedWeatherAPI(urls: urls, transport: BackgroundTransport()), scheduler: scheduler.eraseToAnyScheduler())
            let written = ThreadLog()
            let subscription = viewModel.$currentWeather.dropFirst().sink { _ in written.add(Thread.isMainThread) }
            viewModel.city = "Moscow"
            scheduler.advance(by: .milliseconds(500))
            for _ in 0..<200 where written.values.isEmpty {
                scheduler.advance()
                RunLoop.main.run(until: Date())
                usleep(10_000)
            }
            try expect(!written.values.isEmpty, "Moscow's answer, sent from the service's own thread, never reached currentWeather")
            try expect(written.values.allSatisfy { $0 }, "currentWeather was written on the thread the service answered on: keep receive(on: scheduler) before the sink, so that answers reach the view model on the scheduler it is given (the main queue, in an app)")
            subscription.cancel()
        },
        exploredClearing(),
    ]
}

/// A service that answers 200 with Moscow's weather from a background thread, as URLSession does:
/// only once the request is subscribed to and asked for a value, so the answer always comes from
/// that thread.
struct BackgroundTransport: WeatherTransport {
    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        let answer = SubjectBox(PassthroughSubject<(data: Data, response: WeatherResponse), URLError>())
        let response = WeatherResponse(url: url, statusCode: 200)
        return answer.subject.handleEvents(receiveRequest: { _ in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
                answer.subject.send((data: moscow, response: response))
                answer.subject.send(completion: .finished)
            }
        }).eraseToAnyPublisher()
    }
}

/// Carries the service's subject to its thread.
final class SubjectBox<Output>: @unchecked Sendable {
    let subject: PassthroughSubject<Output, URLError>
    init(_ subject: PassthroughSubject<Output, URLError>) { self.subject = subject }
}

/// On which threads currentWeather was written: true for the main thread.
final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [Bool] = []
    var values: [Bool] { lock.withLock { written } }
    func add(_ onMain: Bool) { lock.withLock { written.append(onMain) } }
}

/// One step of an explored sequence: the user sets the field, or time passes.
enum Typing {
    case type(String)
    case wait(Int)

    var words: String {
        switch self {
        case .type(let city): "type '\(city)'"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        }
    }
}

/// What the task's view model shows on the virtual clock: 500 ms of quiet, then the city unless it
/// is blank or the one before it, its answer 200 ms later. Whether a blank city counts as "the one
/// before" (removeDuplicates before or after the filter) the task leaves open: `blankCounts`.
struct ChainModel {
    let blankCounts: Bool
    var now = 0
    var typed = ""
    var debounceDue: Int?
    var lastThrough: String?
    var answers: [(city: String, due: Int)] = []
    var requests: [String] = []
    var shown = "placeholder"
    var problem: WeatherError?

    static let outcomes: [String: (String, WeatherError?)] = ["Moscow": ("Moscow", nil), "Atlantis": ("placeholder", .status(404)), "Oslo": ("placeholder", .status(503))]

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
                let blank = typed.trimmingCharacters(in: .whitespaces).isEmpty
                if typed != lastThrough, blankCounts || !blank {
                    lastThrough = typed
                    if !blank {
                        requests.append("'\(typed)' at +\(Duration.milliseconds(now).stampFormatted)")
                        answers.append((typed, now + 200))
                    }
                }
            } else {
                (shown, problem) = ChainModel.outcomes[answers.removeFirst().city]!
            }
        }
        now = end
    }
}

func exploredClearing() -> Check {
    Check("whatever is typed and cleared, and whenever, the requests, the weather and the problem follow the chain") {
        try explore(operation: { (random: inout ExploreRandom) -> Typing in
            random.chance(50) ? .type(random.pick(["Moscow", "", "  ", "Atlantis", "Oslo"])) : .wait(random.pick([100, 200, 500, 600, 1000]))
        }, describe: \Typing.words) { steps in
            // The task says nothing of the empty field $city starts with: the user types first.
            guard case .type? = steps.first else { return }
            let rig = Rig(["Atlantis": .success((404, Data(#"{"cod":"404"}"#.utf8))), "Oslo": .success((503, moscow))])
            var models = [ChainModel(blankCounts: true), ChainModel(blankCounts: false)]
            for step in steps {
                switch step {
                case .type(let city):
                    rig.viewModel.city = city
                    for index in models.indices { models[index].type(city) }
                case .wait(let milliseconds):
                    advanceAndDeliver(rig.scheduler, milliseconds)
                    for index in models.indices { models[index].wait(milliseconds) }
                }
                let requests = rig.log.entries.map { "'\($0.city)' at +\($0.sent.stampFormatted)" }
                let weather = rig.viewModel.currentWeather
                let shown = weather.isPlaceholder ? "placeholder" : weather.name
                let agreeing = models.filter { $0.requests == requests }
                try expect(!agreeing.isEmpty, "the requests that went out (\(requests.joined(separator: ", "))) are not the chain's (\(models[0].requests.joined(separator: ", "))): one per city that stays 500 ms in the field, none for a blank one or for the city that went through just before")
                models = agreeing
                try expectEqual(shown, models[0].shown, "currentWeather shows the wrong weather: the last answer's if it was 2xx weather, else the placeholder; a cleared field changes nothing")
                try expect(rig.viewModel.problem == models[0].problem, "problem is \(named(rig.viewModel.problem)), not \(named(models[0].problem)): the last answer's problem, nil for weather; a cleared field changes nothing")
            }
        }
    }
}
