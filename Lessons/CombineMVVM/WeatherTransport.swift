import Foundation
import OpenCombine

/// Where `WeatherAPI` gets its bytes: the shape of `URLSession.dataTaskPublisher(for:)`, so
/// the article's chain stays as it is, and the lesson can answer from files instead.
// @snippet weather-transport-protocol
protocol WeatherTransport {
    func dataTaskPublisher(for url: URL)
        -> AnyPublisher<(data: Data, response: WeatherResponse), URLError>
}
// @end weather-transport-protocol

/// What comes back with the body: the part of `HTTPURLResponse` the lesson reads. (On Linux
/// `URLResponse` lives in FoundationNetworking, which the playground does not link: see
/// `FetchTransport`.)
struct WeatherResponse: Equatable, Sendable {
    let url: URL
    let statusCode: Int
}
