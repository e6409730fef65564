import ChildProcess
import FlyingFox
import Foundation
import OpenCombine
import OpenCombineDispatch
import Synchronization
import Testing
@testable import CombineMVVM

/// The live path, `FetchTransport` running `playground-fetch` (whose `URLSessionTransport` makes the
/// request), against a FlyingFox server on 127.0.0.1 (a free port the system picks) that answers
/// like OpenWeatherMap, and badly. No request leaves the machine.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct NetworkTests {
    /// What the server heard: each request's query, for checking the key went out.
    final class Heard: Sendable {
        let queries = Mutex<[String]>([])
    }

    /// Runs `body` with the base URL of a server that serves the samples and a few failures,
    /// then stops the server.
    func withServer(_ body: (URL, Heard) async throws -> Void) async throws {
        let heard = Heard()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 10, logger: .disabled)
        await server.appendRoute("GET /data/2.5/weather") { request in
            let city = request.query["q"] ?? ""
            heard.queries.withLock { $0.append(request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")) }
            switch city {
            case "Slow":
                try await Task.sleep(for: .seconds(4))
                return HTTPResponse(statusCode: .ok, body: WeatherSamples.body(named: "moscow")!)
            case "Broken":
                return HTTPResponse(statusCode: .internalServerError, body: Data("<html>oops</html>".utf8))
            case "Garbled":
                return HTTPResponse(statusCode: .ok, body: Data(#"{"name":"Moscow","main":{"temp":"#.utf8))
            default:
                let answer = WeatherSamples.answer(for: city)
                return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: ""), body: answer.body)
            }
        }
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
            guard case .ip4(_, let port) = await server.listeningAddress else {
                Issue.record("the server is not listening on IPv4: \(String(describing: await server.listeningAddress))")
                await server.stop()
                task.cancel()
                return
            }
            try await body(URL(string: "http://127.0.0.1:\(port)/data/2.5/weather")!, heard)
        } catch {
            await server.stop()
            task.cancel()
            throw error
        }
        await server.stop()
        task.cancel()
    }

    func api(_ baseURL: URL, timeout: TimeInterval = 1) -> WeatherAPI {
        WeatherAPI(baseURL: baseURL, apiKey: APIKey("sekrit-123"), transport: FetchTransport(timeout: timeout),
                   scheduler: DispatchQueue(label: "main stand-in").ocombine.eraseToAnyScheduler())
    }

    @Test func aKnownCityDecodes() async throws {
        try await withServer { url, heard in
            // A generous timeout where an answer is expected: a loaded machine is no failure.
            let weather = await firstValue(of: api(url, timeout: 30).fetchWeather(for: "Moscow"))
            #expect(weather.name == "Moscow")
            #expect(weather.main.temp == 7.21)
            #expect(heard.queries.withLock { $0 } == ["appid=sekrit-123&q=Moscow&units=metric"])
        }
    }

    @Test(arguments: ["Atlantis", "Broken", "Garbled", "Slow", ""])
    func anyFailureEndsInThePlaceholder(city: String) async throws {
        try await withServer { url, _ in
            let started = Date()
            let weather = await firstValue(of: api(url).fetchWeather(for: city))
            // Slow's answer, had it come, is Moscow's weather: the placeholder is what proves
            // that the 1-second timeout cut it off (no upper bound on the wait: a loaded machine
            // is slow, and the suite's time limit catches a wait that never ends).
            #expect(weather.isPlaceholder)
            if city == "Slow" {
                #expect(Date().timeIntervalSince(started) >= 0.9, "the slow answer ended before the timeout")
            }
        }
    }

    @Test func nobodyListeningEndsInThePlaceholder() async throws {
        var baseURL: URL?
        try await withServer { url, _ in baseURL = url }
        // The server has stopped: its port refuses connections now.
        let weather = await firstValue(of: api(try #require(baseURL)).fetchWeather(for: "Moscow"))
        #expect(weather.isPlaceholder)
    }

    /// A cancelled request stops its program: `fetch` comes back cancelled, not with the slow
    /// answer the server would have given (Moscow's weather, four seconds later).
    @Test func cancellingStopsTheProgram() async throws {
        try await withServer { url, heard in
            let program = try #require(FetchTransport.programBesideExecutable())
            let cancellation = Cancellation()
            let slow = try #require(URL(string: url.absoluteString + "?q=Slow"))
            let request = Task.detached { FetchTransport.fetch(slow, program: program, timeout: 30, cancellation: cancellation) }
            // Cancelled once the server has the request, so the program was really running.
            while heard.queries.withLock({ $0.isEmpty }) {
                try await Task.sleep(for: .milliseconds(10))
            }
            cancellation.cancel()
            guard case .failure(let error) = await request.value else {
                Issue.record("a cancelled request still brought its answer")
                return
            }
            #expect(error.code == .cancelled)
        }
    }

    @Test func theLogRedactsTheKeyTheServerGot() async throws {
        try await withServer { url, heard in
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let transport = RecordingTransport(inner: FetchTransport(timeout: 30), log: log, scheduler: scheduler)
            let api = WeatherAPI(baseURL: url, apiKey: APIKey("sekrit-123"), transport: transport, scheduler: scheduler.eraseToAnyScheduler())
            let viewModel = TempViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "London"
            turn(scheduler, by: .milliseconds(500))
            await pump(scheduler) { !viewModel.currentWeather.isPlaceholder }
            #expect(viewModel.currentWeather.name == "London")
            #expect(heard.queries.withLock { $0 }.first?.contains("appid=sekrit-123") == true)
            let entries = log.entries
            #expect(entries.count == 1)
            #expect(entries.first?.outcome == "200: London, 14.6 °C")
            let everything = entries.map { "\($0)" }.joined() + log.drainNews().joined() + "\(api)"
            #expect(everything.contains("appid=***"))
            #expect(!everything.contains("sekrit"))
        }
    }
}
