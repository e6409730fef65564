import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// A view model on a service that can fail: it should show what went wrong and go on working.
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
            .flatMap { (city: String) -> AnyPublisher<WeatherDetail, Error> in
                fetchWeather(city)
            }
            // TODO: the first failure reaches this catch, and the chain ends for good. Show the
            // error in errorMessage instead, and keep the chain alive for the next city.
            .catch { _ in Just(WeatherDetail.placeholder) }
            .sink { [weak self] weather in
                self?.currentWeather = weather
            }
            .store(in: &cancellableSet)
    }
}
