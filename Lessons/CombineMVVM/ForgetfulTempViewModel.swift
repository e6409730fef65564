import Foundation
import OpenCombine
import OpenCombineDispatch

/// The same chain, but nobody keeps the `AnyCancellable` it returns. It dies at the end of
/// init, and a dying AnyCancellable cancels its subscription.
final class ForgetfulTempViewModel: ObservableObject {
    @Published var city: String = ""
    @Published var currentWeather = WeatherDetail.placeholder

    // @snippet forgetful-init
    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        _ = $city
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .removeDuplicates()
            .flatMap { city in api.fetchWeather(for: city) }
            .assign(to: \.currentWeather, on: self)
    }
    // @end forgetful-init
}
