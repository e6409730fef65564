// right: delivers the answers on the main queue, as an app does (receive(on: DispatchQueue.main.ocombine)), before the sink
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
            .flatMap { (city: String) -> AnyPublisher<(WeatherDetail, String?), Never> in
                fetchWeather(city)
                    .map { weather in (weather, nil) }
                    // Ends this one request, not the chain: flatMap waits for the next city.
                    .catch { _ in Just((WeatherDetail.placeholder, "No weather for \(city)")) }
                    .eraseToAnyPublisher()
            }
            .receive(on: DispatchQueue.main.ocombine)
            .sink { [weak self] weather, error in
                self?.currentWeather = weather
                self?.errorMessage = error
            }
            .store(in: &cancellableSet)
    }
}
