import Foundation
import OpenCombine
import OpenCombineDispatch

/// The article's `WeatherAPI`: builds the request URL for a city and fetches its weather as a
/// publisher that never fails. The transport and the "main" scheduler are passed in, so the
/// lesson and its tests can run it offline and on virtual time.
final class WeatherAPI {
    static let openWeatherMap = URL(string: "https://api.openweathermap.org/data/2.5/weather")!

    let baseURL: URL
    private let apiKey: APIKey
    private let transport: any WeatherTransport
    private let scheduler: AnySchedulerOf<DispatchQueue>

    init(baseURL: URL = WeatherAPI.openWeatherMap, apiKey: APIKey, transport: any WeatherTransport,
         scheduler: AnySchedulerOf<DispatchQueue>) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.transport = transport
        self.scheduler = scheduler
    }

    /// `...weather?appid=<key>&q=<city>&units=metric`. URLComponents percent-encodes the city
    /// ("Nizhny Novgorod" → "Nizhny%20Novgorod"); units=metric asks for °C and m/s.
    func absoluteURL(city: String) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else { return nil }
        components.queryItems = [
            .appid(apiKey),
            URLQueryItem(name: "q", value: city),
            URLQueryItem(name: "units", value: "metric"),
        ]
        return components.url
    }

    // @snippet fetch-weather
    func fetchWeather(for city: String) -> AnyPublisher<WeatherDetail, Never> {
        guard let url = absoluteURL(city: city) else {
            return Just(WeatherDetail.placeholder).eraseToAnyPublisher()
        }
        return transport.dataTaskPublisher(for: url)
            .map { $0.data }
            .decode(type: WeatherDetail.self, decoder: JSONDecoder())
            // Any failure (no network, a timeout, a 404, bad JSON) ends here.
            .catch { _ in Just(WeatherDetail.placeholder) }
            .receive(on: scheduler)
            .eraseToAnyPublisher()
    }
    // @end fetch-weather
}
