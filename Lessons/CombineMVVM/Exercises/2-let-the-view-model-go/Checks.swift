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
        advanceAndDeliver(scheduler, milliseconds)
    }
}

/// Moves the virtual clock in 50 ms steps and, after each, lets the main queue run what was
/// handed to it: answers delivered with `receive(on: DispatchQueue.main.ocombine)` arrive there.
func advanceAndDeliver(_ scheduler: MainScheduler, _ milliseconds: Int) {
    var left = milliseconds
    while left > 0 {
        let step = min(left, 50)
        scheduler.advance(by: .milliseconds(step))
        RunLoop.main.run(until: Date())
        left -= step
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
        Check("a view model let go while its request is on the way dies, and the late answer harms nothing") {
            let rig = ScopeRig()
            weak var probe: WeatherLabelViewModel?
            do {
                let viewModel = rig.makeViewModel()
                viewModel.city = "Jakarta"
                rig.advance(600)
                try expectEqual(rig.log.entries.map(\.city), ["Jakarta"], "typing Jakarta should make one request, 500 ms later")
                probe = viewModel
            }
            try expect(probe == nil, "the view model, let go while Jakarta's answer was on its way, did not die: neither chain may hold self, not even while a request is in flight")
            rig.advance(1000)
        },
        exploredLabel(),
    ]
}

/// One step of an explored sequence: the user sets the field, or time passes.
enum Typing {
    case type(String)
    case wait(Int)

    var words: String {
        switch self {
        case .type(let city): "type \(city)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        }
    }
}

/// What the view model does on the virtual clock, as it did before the fix: 500 ms of quiet, then
/// the city unless it is the one before it, its answer 200 ms later ("Atlantis": a 404, the
/// placeholder).
struct ChainModel {
    var now = 0
    var typed = ""
    var debounceDue: Int?
    var lastThrough: String?
    var answers: [(city: String, due: Int)] = []
    var requests: [String] = []
    var shown = "placeholder"

    mutating func type(_ city: String) {
        typed = city
        debounceDue = now + 500
    }

    mutating func wait(_ milliseconds: Int) {
        let end = now + milliseconds
        while let next = ([debounceDue].compactMap { $0 } + answers.map(\.due)).filter({ $0 <= end }).min() {
            now = next
            if next == debounceDue {
                debounceDue = nil
                if typed != lastThrough {
                    lastThrough = typed
                    requests.append("\(typed) at +\(Duration.milliseconds(now).stampFormatted)")
                    answers.append((typed, now + 200))
                }
            } else {
                let answer = answers.removeFirst()
                shown = answer.city == "Atlantis" ? "placeholder" : answer.city
            }
        }
        now = end
    }
}


/// The label's text for a city's answer, as the task gives it: "7 ºC", rounded, or a blank.
let labels = ["Moscow": "7 ºC", "Jakarta": "28 ºC", "placeholder": " "]

func exploredLabel() -> Check {
    Check("whatever is typed and whenever, the requests, the weather and the label follow the chain") {
        try explore(operation: { (random: inout ExploreRandom) -> Typing in
            random.chance(50) ? .type(random.pick(["Moscow", "Jakarta", "Atlantis"])) : .wait(random.pick([100, 200, 500, 600, 1000]))
        }, describe: \Typing.words) { steps in
            // The task says nothing of the empty field $city starts with: the user types first.
            guard case .type? = steps.first else { return }
            let rig = ScopeRig()
            let viewModel = rig.makeViewModel()
            var model = ChainModel()
            for step in steps {
                switch step {
                case .type(let city):
                    viewModel.city = city
                    model.type(city)
                case .wait(let milliseconds):
                    rig.advance(milliseconds)
                    model.wait(milliseconds)
                }
                let requests = rig.log.entries.map { "\($0.city) at +\($0.sent.stampFormatted)" }
                try expectEqual(requests, model.requests, "the requests that went out are not the ones the view model made before: one per city that stays 500 ms in the field, none for the city that went through just before")
                let shown = viewModel.currentWeather.isPlaceholder ? "placeholder" : viewModel.currentWeather.name
                try expectEqual(shown, model.shown, "currentWeather shows the wrong weather: the last answer that came back")
                try expectEqual(viewModel.temperatureText, labels[model.shown], "temperatureText does not follow currentWeather: the rounded temperature and \" ºC\", or a blank for the placeholder")
            }
            extendLifetime(viewModel)
        }
    }
}
