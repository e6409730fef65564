import Foundation
import OpenCombine
import OpenCombineDispatch

/// The article's view model, for SwiftUI and UIKit alike: `city` is the input the view
/// writes, `currentWeather` the output it shows. The business logic is one chain, set up
/// once in init and kept alive in `cancellableSet` for the view model's whole life.
// @snippet temp-view-model
final class TempViewModel: ObservableObject {
    @Published var city: String = ""                            // input
    @Published var currentWeather = WeatherDetail.placeholder   // output

    private var cancellableSet: Set<AnyCancellable> = []

    init(api: WeatherAPI, scheduler: AnySchedulerOf<DispatchQueue>,
         taps: ChainTaps = ChainTaps()) {
        $city
            // Wait for 500 ms without typing, then pass on the last city.
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .handleEvents(receiveOutput: taps.debounced)
            // Only a city different from the one before makes a request.
            .removeDuplicates()
            .handleEvents(receiveOutput: taps.deduplicated)
            // Each city becomes a request; flatMap subscribes to it.
            .flatMap { city in api.fetchWeather(for: city) }
            .assign(to: \.currentWeather, on: self)
            .store(in: &self.cancellableSet)
    }
}
// @end temp-view-model

/// Where a marble diagram looks inside the chain: each city debounce lets through, and each
/// removeDuplicates lets through. `handleEvents` hands every value on unchanged, so a chain
/// with taps does what it does without them; an app passes none.
struct ChainTaps {
    var debounced: (String) -> Void = { _ in }
    var deduplicated: (String) -> Void = { _ in }
}

extension TempViewModel {
    /// Breaks the cycle by hand: emptying `cancellableSet` cancels the chain, and its `assign`
    /// subscriber lets go of `self`. The view model works no more after this, and it can die.
    /// `FixedTempViewModel` needs no such call.
    // @snippet break-cycle
    func breakCycle() {
        cancellableSet.removeAll()
    }
    // @end break-cycle
}
