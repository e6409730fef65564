import Foundation
import OpenCombine
import OpenCombineDispatch

/// The offline service: answers from the lesson's `Samples/` as OpenWeatherMap would (200 with
/// the city's JSON, 404 for a city it does not know, 400 for an empty one), after `latency`
/// of virtual time on `scheduler`. No network, ever.
struct SampleTransport: WeatherTransport {
    let scheduler: AnySchedulerOf<DispatchQueue>
    var latency: DispatchQueue.OCombine.SchedulerTimeType.Stride = .milliseconds(200)

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        let city = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "q" }?.value ?? ""
        let answer = WeatherSamples.answer(for: city)
        return Just((data: answer.body, response: WeatherResponse(url: url, statusCode: answer.status)))
            .setFailureType(to: URLError.self)
            .delay(for: latency, scheduler: scheduler)
            .eraseToAnyPublisher()
    }
}
