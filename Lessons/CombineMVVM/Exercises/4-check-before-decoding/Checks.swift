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
        scheduler.advance(by: .seconds(1))
    }

    /// What `fetchWeather(for:)` gives for `city`: the weather, or the error.
    func fetch(_ city: String) -> Result<WeatherDetail, WeatherError>? {
        var outcome: Result<WeatherDetail, WeatherError>?
        let subscription = api.fetchWeather(for: city).sink(
            receiveCompletion: { if case .failure(let error) = $0 { outcome = .failure(error) } },
            receiveValue: { outcome = .success($0) })
        scheduler.advance(by: .seconds(1))
        subscription.cancel()
        return outcome
    }
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
    ]
}
