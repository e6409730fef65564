import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// The article's view model, with one more output: the label's text, ready to show. It works,
/// and it never dies.
final class WeatherLabelViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // outputs
    @Published var currentWeather = WeatherDetail.placeholder
    @Published var temperatureText = " "

    private var cancellableSet: Set<AnyCancellable> = []

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        // TODO: both subscriptions below hold self. Keep what they do, lose the cycles.
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { (city: String) -> AnyPublisher<WeatherDetail, Never> in
                api.fetchWeather(for: city)
            }
            .assign(to: \.currentWeather, on: self)
            .store(in: &cancellableSet)

        $currentWeather
            .map { weather in weather.isPlaceholder ? " " : "\(Int(weather.main.temp.rounded())) ºC" }
            .assign(to: \.temperatureText, on: self)
            .store(in: &cancellableSet)
    }
}
