// wrong: drops duplicates before the debounce, so it compares keystrokes, and the same city typed again makes a second request
// caught by: typing Moscow again makes no second request
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// The article's view model: `city` in, `currentWeather` out, one chain in between.
final class WeatherViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // output
    @Published var currentWeather = WeatherDetail.placeholder

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            // Half a second without typing, then the last city typed.
            .removeDuplicates()
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            // Each city becomes a publisher of its weather...
            .map { (city: String) -> AnyPublisher<WeatherDetail, Never> in
                api.fetchWeather(for: city)
            }
            // ...and only the newest is listened to: a new city cancels the request before it.
            .switchToLatest()
            .assign(to: &$currentWeather)
    }
}
