import Foundation
import OpenCombine
import OpenCombineDispatch

/// The same view model without the cycle: `assign(to: &$currentWeather)` (iOS 14, and
/// OpenCombine) feeds the output's own publisher. It returns no AnyCancellable: the
/// subscription lives exactly as long as `currentWeather`'s storage, that is, as the view model.
/// And `@MainActor`, as an Xcode 26 app target makes every type by default.
// @snippet fixed-temp-view-model
@MainActor final class FixedTempViewModel: ObservableObject {
    @Published var city: String = ""
    @Published var currentWeather = WeatherDetail.placeholder

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { city in api.fetchWeather(for: city) }
            .assign(to: &$currentWeather)
    }
}
// @end fixed-temp-view-model
