// right: the pre-iOS 14 fix: each chain ends in a sink that holds self weakly, its AnyCancellable kept in cancellableSet
import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

final class WeatherLabelViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // outputs
    @Published var currentWeather = WeatherDetail.placeholder
    @Published var temperatureText = " "

    private var cancellableSet: Set<AnyCancellable> = []

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { city in api.fetchWeather(for: city) }
            .sink { [weak self] weather in self?.currentWeather = weather }
            .store(in: &cancellableSet)

        $currentWeather
            .map(Self.label(for:))
            .sink { [weak self] text in self?.temperatureText = text }
            .store(in: &cancellableSet)
    }

    private static func label(for weather: WeatherDetail) -> String {
        weather.isPlaceholder ? " " : "\(Int(weather.main.temp.rounded())) ºC"
    }
}
