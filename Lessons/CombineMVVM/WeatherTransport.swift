import Foundation
import OpenCombine
import OpenCombineFoundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// @snippet weather-transport
/// Where `WeatherAPI` gets its bytes: the shape of `URLSession.dataTaskPublisher(for:)`, so
/// the article's chain stays as it is, and the lesson can answer from files instead.
protocol WeatherTransport {
    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError>
}
// @end weather-transport

// @snippet url-session-transport
/// The real network, through `URLSession` (FoundationNetworking on Linux). Used when a user
/// gives an API key, and by the tests against a local server.
struct URLSessionTransport: WeatherTransport {
    let session: URLSession

    /// `timeout` bounds a request that never answers: URLSession's default is a minute.
    init(timeout: TimeInterval = 10) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        session.dataTaskPublisher(for: url).eraseToAnyPublisher()
    }
}
// @end url-session-transport
