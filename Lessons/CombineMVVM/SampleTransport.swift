import CombineSchedulers
import Foundation
import OpenCombine
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// @snippet sample-transport
/// The offline service: answers from the lesson's `Samples/` as OpenWeatherMap would (200 with
/// the city's JSON, 404 for a city it does not know, 400 for an empty one), after `latency`
/// of virtual time on `scheduler`. No network, ever.
struct SampleTransport: WeatherTransport {
    let scheduler: AnySchedulerOf<DispatchQueue>
    var latency: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(200)

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        let city = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "q" }?.value ?? ""
        let answer = WeatherSamples.answer(for: city)
        let response = HTTPURLResponse(
            url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"])!
        return Just((data: answer.body, response: response as URLResponse))
            .setFailureType(to: URLError.self)
            .delay(for: latency, scheduler: scheduler)
            .eraseToAnyPublisher()
    }
}
// @end sample-transport
