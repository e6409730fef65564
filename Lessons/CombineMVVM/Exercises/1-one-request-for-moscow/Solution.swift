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
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            // The same city as the last one that went through makes no request.
            .removeDuplicates()
            // Each city becomes a publisher of its weather...
            .map { (city: String) -> AnyPublisher<WeatherDetail, Never> in
                api.fetchWeather(for: city)
            }
            // ...and only the newest is listened to: a new city cancels the request before it.
            .switchToLatest()
            // Into the output's own publisher: nothing holds self, and the subscription ends
            // with the @Published storage (the lesson's step 15), so no cancellableSet.
            .assign(to: &$currentWeather)
    }
}
