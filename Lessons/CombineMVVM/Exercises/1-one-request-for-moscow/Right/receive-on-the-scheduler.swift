// right: builds the chain in a static method of its own, maps with a function reference, and receives on the scheduler it is given before writing into currentWeather
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

final class WeatherViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // output
    @Published var currentWeather = WeatherDetail.placeholder

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        Self.weather(for: $city.eraseToAnyPublisher(), api: api, scheduler: scheduler)
            .receive(on: scheduler)
            .assign(to: &$currentWeather)
    }

    /// The newest city's weather, one request per city the user settled on.
    private static func weather(for cities: AnyPublisher<String, Never>, api: WeatherAPI,
                                scheduler: AnySchedulerOf<DispatchQueue>) -> AnyPublisher<WeatherDetail, Never> {
        cities
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .map(api.fetchWeather(for:))
            .switchToLatest()
            .eraseToAnyPublisher()
    }
}
