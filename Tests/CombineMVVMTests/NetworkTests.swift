import Platform
import Foundation
import OpenCombine
import OpenCombineDispatch
import Synchronization
import Testing
@testable import CombineMVVM

/// The live path, `FetchTransport` running `playground-fetch` (whose `URLSessionTransport` makes the
/// request), against ``WeatherServer`` on 127.0.0.1 (a free port the system picks), which answers
/// like OpenWeatherMap, and badly. No request leaves the machine.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct NetworkTests {
    /// Runs `body` with the base URL of a server that serves the samples and a few failures,
    /// then stops the server.
    func withServer(_ body: (URL, WeatherServer.Heard) async throws -> Void) async throws {
        let server = try await WeatherServer()
        do {
            try await body(server.baseURL, server.heard)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
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
            // Slow is never answered: the 1-second timeout is what ends it, in the placeholder (no
            // upper bound on the wait: a loaded machine is slow, and the suite's time limit
            // catches a wait that never ends).
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

    /// A cancelled request stops its program: `fetch` comes back cancelled, not timed out (the
    /// server never answers Slow, so only the cancellation can end it before the 30-s timeout).
    ///
    /// The fetch blocks its thread until the program ends, and the cancelling must not wait for a
    /// thread of the tasks' pool: on two cores, with the pool's threads held by other tests'
    /// blocking work, a task that slept until the server heard the request could resume only once
    /// the fetch had timed out. Both run on threads of their own.
    @Test func cancellingStopsTheProgram() async throws {
        try await withServer { url, heard in
            let program = try #require(FetchTransport.programBesideExecutable())
            let cancellation = Cancellation()
            let slow = try #require(URL(string: url.absoluteString + "?q=Slow"))
            // Cancelled once the server has the request, so the program was really running.
            Thread.detachNewThread {
                while heard.queries.withLock({ $0.isEmpty }) { usleep(10_000) }
                cancellation.cancel()
            }
            let answer = await withCheckedContinuation { (done: CheckedContinuation<FetchTransport.Answer, Never>) in
                Thread.detachNewThread { done.resume(returning: FetchTransport.fetch(slow, program: program, timeout: 30, cancellation: cancellation)) }
            }
            guard case .failure(let error) = answer else {
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
