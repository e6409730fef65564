import Foundation
import OpenCombine
import OpenCombineDispatch
@testable import CombineMVVM

// On a Mac, Foundation names Combine's Published and ObservableObject too: this module means OpenCombine's.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject

/// Your view model: the input and the output are there, but nothing links them yet.
final class WeatherViewModel: ObservableObject {
    // input
    @Published var city: String = ""
    // output
    @Published var currentWeather = WeatherDetail.placeholder

    private var cancellableSet: Set<AnyCancellable> = []

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>) {
        // TODO: from $city, wait for 500 ms of quiet, drop repeated cities, fetch the weather
        // for each city, and assign the answers to currentWeather. Keep the subscription.
    }
}
