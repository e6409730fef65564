// right: maps the transport's URLError first, then switches on the status inside flatMap and decodes there; filters blank cities before removeDuplicates
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// Why there is no weather to show.
enum WeatherError: Error, Equatable {
    /// The service answered with a status outside 200...299.
    case status(Int)
    /// A 2xx answer whose body is not weather.
    case undecodable
    /// The request never got an answer.
    case network(URLError.Code)
}

/// The article's `fetchWeather`, failing with the reason instead of hiding it.
struct CheckedWeatherAPI {
    /// Builds the request URL for a city.
    let urls: WeatherAPI
    let transport: any WeatherTransport

    func fetchWeather(for city: String) -> AnyPublisher<WeatherDetail, WeatherError> {
        guard let url = urls.absoluteURL(city: city) else {
            return Fail(error: WeatherError.undecodable).eraseToAnyPublisher()
        }
        return transport.dataTaskPublisher(for: url)
            // The status first: the body of an error answer is not the weather, even if it decodes.
            .mapError { WeatherError.network($0.code) }
            .flatMap { data, response -> AnyPublisher<WeatherDetail, WeatherError> in
                switch response.statusCode {
                case 200..<300:
                    guard let weather = try? JSONDecoder().decode(WeatherDetail.self, from: data) else {
                        return Fail(error: .undecodable).eraseToAnyPublisher()
                    }
                    return Just(weather).setFailureType(to: WeatherError.self).eraseToAnyPublisher()
                default:
                    return Fail(error: .status(response.statusCode)).eraseToAnyPublisher()
                }
            }
            .eraseToAnyPublisher()
    }
}

/// The article's view model, showing the problem too.
final class CheckedWeatherViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // outputs
    @Published var currentWeather = WeatherDetail.placeholder
    @Published var problem: WeatherError?

    private var cancellableSet: Set<AnyCancellable> = []

    init(api: CheckedWeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            // A field of spaces is cleared too; filtered before removeDuplicates, so a blank
            // between two Moscows does not count as a city.
            .filter { $0.contains { !$0.isWhitespace } }
            .removeDuplicates()
            .map { city in
                api.fetchWeather(for: city)
                    .map { weather -> (WeatherDetail, WeatherError?) in (weather, nil) }
                    .catch { error in Just((WeatherDetail.placeholder, error)) }
            }
            .switchToLatest()
            .receive(on: scheduler)
            .sink { [weak self] weather, problem in
                self?.currentWeather = weather
                self?.problem = problem
            }
            .store(in: &cancellableSet)
    }
}
