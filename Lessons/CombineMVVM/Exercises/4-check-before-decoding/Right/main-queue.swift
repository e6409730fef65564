// right: delivers the answers on the main queue, as an app does (receive(on: DispatchQueue.main.ocombine)), instead of on the scheduler it is given
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
            .tryMap { data, response in
                guard (200...299).contains(response.statusCode) else {
                    throw WeatherError.status(response.statusCode)
                }
                return data
            }
            .decode(type: WeatherDetail.self, decoder: JSONDecoder())
            .mapError { error in
                if let error = error as? WeatherError { return error }
                if let error = error as? URLError { return .network(error.code) }
                return .undecodable
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
            .removeDuplicates()
            // A cleared field (empty, or only spaces) asks for nothing.
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { city in
                api.fetchWeather(for: city)
                    .map { weather -> (WeatherDetail, WeatherError?) in (weather, nil) }
                    .catch { error in Just((WeatherDetail.placeholder, error)) }
            }
            .switchToLatest()
            .receive(on: DispatchQueue.main.ocombine)
            .sink { [weak self] weather, problem in
                self?.currentWeather = weather
                self?.problem = problem
            }
            .store(in: &cancellableSet)
    }
}
