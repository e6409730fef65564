import Foundation
import OpenCombine

/// Every request the lesson's API made: when it left and came back (virtual time), the city,
/// the URL with `appid` redacted, and what came back. `RecordingTransport` fills it.
///
/// `@unchecked Sendable`: entries are only touched under `lock` (a live answer is recorded
/// after it has hopped onto the main scheduler, but the lock costs nothing and stays honest).
final class RequestLog: @unchecked Sendable {
    struct Entry: Equatable {
        let number: Int
        let sent: Duration
        let city: String
        /// The URL as shown: `appid=***`.
        let url: String
        var answered: Duration?
        var outcome: String?
    }

    private let lock = NSLock()
    private var storage: [Entry] = []
    private var news: [String] = []
    private let leaving = PassthroughSubject<Entry, Never>()

    /// Each request as it leaves, on the thread that sends it (the main scheduler's): what a
    /// marble diagram's `request` line records.
    var requests: AnyPublisher<Entry, Never> { leaving.eraseToAnyPublisher() }

    var entries: [Entry] { lock.withLock { storage } }

    /// Records a request leaving; returns its number.
    func sent(_ url: URL, at time: Duration) -> Int {
        let city = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value ?? ""
        let entry = lock.withLock {
            let entry = Entry(number: storage.count + 1, sent: time, city: city, url: Self.redacted(url))
            storage.append(entry)
            news.append("+\(time.stampFormatted)  request #\(entry.number): GET \(Self.redacted(url, host: false))")
            return entry
        }
        leaving.send(entry)
        return entry.number
    }

    /// Records the answer to request `number`: its body and response.
    func answered(_ number: Int, _ answer: (data: Data, response: WeatherResponse), at time: Duration) {
        answered(number, response: answer.response, data: answer.data, error: nil, at: time)
    }

    /// Records that request `number` failed with `error`.
    func failed(_ number: Int, _ error: URLError, at time: Duration) {
        answered(number, response: nil, data: nil, error: error, at: time)
    }

    /// Records what came back for request `number`: a response and body, or an error.
    func answered(_ number: Int, response: WeatherResponse?, data: Data?, error: URLError?, at time: Duration) {
        let outcome = Self.outcome(response: response, data: data, error: error)
        lock.withLock {
            guard let index = storage.firstIndex(where: { $0.number == number }) else { return }
            storage[index].answered = time
            storage[index].outcome = outcome
            news.append("+\(time.stampFormatted)  answer #\(number): \(outcome)")
        }
    }

    /// What was recorded since the last call, one line per event.
    func drainNews() -> [String] {
        lock.withLock {
            defer { news = [] }
            return news
        }
    }

    /// The URL with the value of `appid` replaced by `***`: what logs and screens may show.
    /// Without `host`, only its path and query: `/data/2.5/weather?appid=***&q=Moscow&units=metric`.
    static func redacted(_ url: URL, host: Bool = true) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(not a URL)" }
        components.queryItems = components.queryItems?.map {
            $0.name == "appid" ? URLQueryItem(name: "appid", value: "***") : $0
        }
        if !host {
            components.scheme = nil
            components.host = nil
            components.port = nil
        }
        // URLComponents would percent-encode the stars; keep them readable.
        return (components.string ?? "(not a URL)").replacingOccurrences(of: "%2A%2A%2A", with: "***")
    }

    /// "200 OK: Moscow, 7.2 °C", "404 → placeholder", "timed out → placeholder".
    static func outcome(response: WeatherResponse?, data: Data?, error: URLError?) -> String {
        if let error {
            let reason = switch error.code {
            case .timedOut: "timed out"
            case .cannotConnectToHost: "cannot connect"
            case .fileDoesNotExist: "\(FetchTransport.programName) is missing"
            default: "URLError \(error.code.rawValue)"
            }
            return "\(reason) → placeholder"
        }
        let status = response?.statusCode ?? 0
        if let data, let weather = try? JSONDecoder().decode(WeatherDetail.self, from: data) {
            return "\(status): \(weather.name), \(WeatherDetail.celsius(weather.main.temp))"
        }
        return status == 200 ? "200 but not weather JSON → placeholder" : "\(status) → placeholder"
    }
}
