// wrong: breaks the cycles by not keeping the subscriptions at all (sink with [weak self], its AnyCancellable dropped), so they are cancelled as init returns
// caught by: typing Moscow still shows its weather and the label's text
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
            .sink { [weak self] weather in self?.currentWeather = weather }
            .cancel()

        $currentWeather
            .map { weather in weather.isPlaceholder ? " " : "\(Int(weather.main.temp.rounded())) ºC" }
            .sink { [weak self] text in self?.temperatureText = text }
            .cancel()
    }
}
