// right: delivers the weather on the main queue, as an app does (receive(on: DispatchQueue.main.ocombine)), before assign(to: &$currentWeather)
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// The view model without cycles: each chain feeds an output's own publisher. Nothing holds
/// self, and each subscription ends with the @Published storage it writes into.
final class WeatherLabelViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // outputs
    @Published var currentWeather = WeatherDetail.placeholder
    @Published var temperatureText = " "

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { (city: String) -> AnyPublisher<WeatherDetail, Never> in
                api.fetchWeather(for: city)
            }
            .receive(on: DispatchQueue.main.ocombine)
            .assign(to: &$currentWeather)

        $currentWeather
            .map { weather in weather.isPlaceholder ? " " : "\(Int(weather.main.temp.rounded())) ºC" }
            .assign(to: &$temperatureText)
    }
}
