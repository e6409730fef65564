// right: turns each request into a Result inside map, catches there, listens with switchToLatest (requests never overlap here), and writes both outputs from the Result in a weak sink
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

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
            .map { city in
                fetchWeather(city)
                    .map { Result<WeatherDetail, NoWeather>.success($0) }
                    .catch { _ in Just(.failure(NoWeather(city: city))) }
            }
            .switchToLatest()
            .sink { [weak self] result in self?.show(result) }
            .store(in: &cancellableSet)
    }

    private func show(_ result: Result<WeatherDetail, NoWeather>) {
        switch result {
        case .success(let weather):
            currentWeather = weather
            errorMessage = nil
        case .failure(let failure):
            currentWeather = .placeholder
            errorMessage = "No weather for \(failure.city)"
        }
    }
}

/// The city whose request failed.
struct NoWeather: Error {
    let city: String
}
