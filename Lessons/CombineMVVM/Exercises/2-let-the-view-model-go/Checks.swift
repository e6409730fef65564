import CellKit
import Foundation
import OpenCombineDispatch
@testable import CombineMVVM

/// A test scheduler and an offline API that logs every request.
struct ScopeRig {
    let scheduler = DispatchQueue.test
    let log = RequestLog()

    func makeViewModel() -> WeatherLabelViewModel {
        WeatherLabelViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
    }

    func advance(_ milliseconds: Int) {
        scheduler.advance(by: .milliseconds(milliseconds))
    }
}

func checks() -> [Check] {
    [
        Check("typing Moscow still shows its weather and the label's text") {
            let rig = ScopeRig()
            let viewModel = rig.makeViewModel()
            viewModel.city = "Moscow"
            rig.advance(1000)
            try expectEqual(rig.log.entries.map(\.city), ["Moscow"], "typing Moscow should make one request, 500 ms later; keep the chain's debounce, removeDuplicates and flatMap, and keep the subscription alive")
            try expectEqual(viewModel.currentWeather.name, "Moscow", "the answer did not reach currentWeather")
            try expectEqual(viewModel.temperatureText, "7 ºC", "temperatureText should follow currentWeather")
            extendLifetime(viewModel)
        },
        Check("an unknown city still blanks the label") {
            let rig = ScopeRig()
            let viewModel = rig.makeViewModel()
            viewModel.city = "Moscow"
            rig.advance(1000)
            try expectEqual(viewModel.temperatureText, "7 ºC", "typing Moscow should set the label's text: keep both chains, and keep them running while the view model lives")
            viewModel.city = "Atlantis"
            rig.advance(1000)
            try expect(viewModel.currentWeather.isPlaceholder, "after Atlantis (a 404), currentWeather should be the placeholder again")
            try expectEqual(viewModel.temperatureText, " ", "the label should be blank again for the placeholder")
            extendLifetime(viewModel)
        },
        Check("a view model nobody holds any more dies") {
            let rig = ScopeRig()
            weak var probe: WeatherLabelViewModel?
            do {
                let viewModel = rig.makeViewModel()
                viewModel.city = "Moscow"
                rig.advance(1000)
                probe = viewModel
            }
            try expect(probe == nil, "the view model outlived its last owner: it keeps (in cancellableSet) a subscriber that holds it strongly, made by assign(to:on: self) or by a sink closure that captures self. There are two chains here; neither may hold self")
        },
        Check("a view model that died makes no more requests") {
            let rig = ScopeRig()
            do {
                let viewModel = rig.makeViewModel()
                viewModel.city = "Moscow"
            }
            rig.advance(1000)
            try expectEqual(rig.log.entries.map(\.city), [], "a request went out for a view model that was already gone: its chain should end with it")
        },
    ]
}
