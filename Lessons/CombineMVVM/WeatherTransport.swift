import Foundation
import OpenCombine

// @snippet weather-transport
/// Where `WeatherAPI` gets its bytes: the shape of `URLSession.dataTaskPublisher(for:)`, so
/// the article's chain stays as it is, and the lesson can answer from files instead.
protocol WeatherTransport {
    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError>
}

/// What comes back with the body: the part of `HTTPURLResponse` the lesson reads. (On Linux
/// `URLResponse` lives in FoundationNetworking, which the playground does not link: see
/// `FetchTransport`.)
struct WeatherResponse: Equatable, Sendable {
    let url: URL
    let statusCode: Int
}
// @end weather-transport
