// wrong: catches after flatMap, as the article does, so the first failure ends the whole chain and later cities make no request
// caught by: after Atlantis failed, London still loads
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// A view model on a service that can fail: each request's failure is caught on that request's
/// own publisher, inside flatMap, so it becomes a value to show and the chain goes on.
final class ResilientWeatherViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // outputs
    @Published var currentWeather = WeatherDetail.placeholder
    @Published var errorMessage: String?

    private var cancellableSet: Set<AnyCancellable> = []

    init(fetchWeather: @escaping (String) -> AnyPublisher<WeatherDetail, Error>,
         scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .setFailureType(to: Error.self)
            .flatMap { (city: String) -> AnyPublisher<(WeatherDetail, String?), Error> in
                fetchWeather(city)
                    .map { weather in (weather, nil) }
                    .eraseToAnyPublisher()
            }
            // After flatMap: the first failure ends the whole chain.
            .catch { _ in Just((WeatherDetail.placeholder, "No weather")) }
            .sink { [weak self] weather, error in
                self?.currentWeather = weather
                self?.errorMessage = error
            }
            .store(in: &cancellableSet)
    }
}
