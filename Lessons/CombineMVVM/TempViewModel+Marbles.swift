import Foundation
import OpenCombineDispatch
import OpenCombine
import LessonKit

/// The lines of a marble diagram of `TempViewModel`'s chain, top to bottom: what was typed
/// (`$city`), what debounce and removeDuplicates let through (the view model's taps), the
/// requests that left (the request log), and the weather assigned (`$currentWeather`).
struct ChainMarbles {
    let typed, debounced, deduplicated, requests, weather: MarbleTrack

    /// Five new lines on `recorder`; `suffix` tells a later view model's lines apart (` #2`).
    init(on recorder: MarbleRecorder, suffix: String = "") {
        typed = recorder.track("$city" + suffix)
        debounced = recorder.track("debounce(500ms)" + suffix)
        deduplicated = recorder.track("removeDuplicates" + suffix)
        requests = recorder.track("request" + suffix)
        weather = recorder.track("currentWeather" + suffix)
    }

    /// What the view model's chain hands the diagram, stage by stage.
    var taps: ChainTaps {
        ChainTaps(debounced: debounced.value, deduplicated: deduplicated.value)
    }

    /// Subscribes to the view model's input and output and to the log's requests: more
    /// subscribers, which change nothing for the chain. `dropFirst()`: a `@Published` hands a
    /// new subscriber its current value, which nobody typed or assigned just then.
    func record(_ viewModel: TempViewModel, requestsIn log: RequestLog) -> [AnyCancellable] {
        [viewModel.$city.dropFirst().record(on: typed),
         log.requests.record(on: requests) { $0.city },
         viewModel.$currentWeather.dropFirst().record(on: weather) { $0.marbleLabel }]
    }
}

extension WeatherDetail {
    /// `7°C`, or `placeholder`: short enough to sit on a marble.
    var marbleLabel: String {
        isPlaceholder ? "placeholder" : "\(Int(main.temp.rounded()))°C"
    }
}

/// A fresh `TempViewModel` on a test scheduler, with its chain drawn as marbles: what the
/// debounce steps type into, one edit and one pause at a time.
final class TypingSession {
    let scheduler = DispatchQueue.test
    let log = RequestLog()
    let marbles: MarbleRecorder
    let viewModel: TempViewModel
    private var recording: [AnyCancellable] = []

    init() {
        let scheduler = self.scheduler
        marbles = MarbleRecorder(now: { scheduler.elapsed })
        let lines = ChainMarbles(on: marbles)
        viewModel = TempViewModel(api: CombineMVVMLesson.offlineAPI(scheduler, log: log),
                                  scheduler: scheduler.eraseToAnyScheduler(), taps: lines.taps)
        recording = lines.record(viewModel, requestsIn: log)
    }

    /// Sets the text field's city, then lets `pause` milliseconds pass.
    func type(_ city: String, thenWait pause: Int) {
        viewModel.city = city
        scheduler.advance(by: .milliseconds(pause))
    }

    /// Draws the chain since the last picture, and starts the next one.
    func drawPicture(_ title: String) {
        draw(.marbles(marbles.diagram(title: title)))
        marbles.clear()
    }

    deinit { recording.forEach { $0.cancel() } }
}
