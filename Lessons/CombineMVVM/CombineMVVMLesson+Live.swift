import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

extension CombineMVVMLesson {
    /// What the lesson's commands work on, fresh on every `open` and `reset`: one view model,
    /// a UIKit screen and a SwiftUI view bound to it, an API and its request log, and a main
    /// scheduler that the lesson clock moves.
    final class Live {
        enum Service: String, CaseIterable {
            case offline, live
        }

        let scheduler = DispatchQueue.test
        let log = RequestLog()
        private(set) var service = Service.offline
        private(set) var api: WeatherAPI
        private(set) var viewModel: TempViewModel
        private(set) var uikit: WeatherVC
        private(set) var swiftUI: ContentView

        /// What the screens showed at the last report, to say what changed.
        private var shown: (label: String?, renders: Int)
        /// How many requests the log held when the view model was made: `service` makes a new
        /// one, and the log stays.
        private var requestsBeforeViewModel = 0

        /// Held, not unowned: the context may let go of its clock before this goes, and going
        /// ends the recording subscriptions, whose lines the recorder stamps with the clock.
        private let clock: LessonClock
        /// Where the learner's typing is drawn (`marbles`): the live chain's five lines.
        private let marbles: MarbleRecorder
        private let lifetimes: LifetimeTracker
        private var recording: [AnyCancellable] = []
        private var viewModelsMade = 0
        /// The clock timer standing for the main scheduler's next action (`clock` lists it).
        private var nextOnClock: LessonClock.Timer?

        /// The line that keeps an abandoned `TempViewModel` alive (step 15).
        static let cycle = HoldingLine.find("assign(to: \\.currentWeather, on: self)", in: CombineMVVMLesson.declarations,
                                            type: "TempViewModel")

        init(context: LessonContext) {
            clock = context.clock
            marbles = context.marbles
            lifetimes = context.lifetimes
            api = Self.offlineAPI(log: log, scheduler: scheduler)
            let lines = ChainMarbles(on: context.marbles)
            (viewModel, uikit, swiftUI) = Self.screens(api: api, scheduler: scheduler, taps: lines.taps)
            shown = (uikit.temperatureLabel.text, swiftUI.renders)
            watch(viewModel, lines: lines)
            // `advance 500ms` moves the lesson clock; the main scheduler follows it, running
            // the debounce, the answers and the deferred renders that fall due on the way, each
            // at its own moment of the clock (`follow()`), so the marbles are stamped right.
            clock.onAdvance { [weak self] _ in
                guard let self else { return }
                catchUp()
                report()
                follow()
            }
            follow()
        }

        /// `open` and `reset` make a new lesson, and this goes with the old one. Its view model
        /// would not: the article's `assign(to:on: self)` holds it in a cycle (step 15).
        deinit {
            viewModel.breakCycle()
            // Ends the marble lines now, while the clock that stamps them is still here.
            recording.forEach { $0.cancel() }
        }

        static func offlineAPI(log: RequestLog, scheduler: MainScheduler) -> WeatherAPI {
            let samples = SampleTransport(scheduler: scheduler.eraseToAnyScheduler())
            return WeatherAPI(apiKey: APIKey("offline"), transport: RecordingTransport(inner: samples, log: log, scheduler: scheduler),
                              scheduler: scheduler.eraseToAnyScheduler())
        }

        static func screens(api: WeatherAPI, scheduler: MainScheduler, taps: ChainTaps) -> (TempViewModel, WeatherVC, ContentView) {
            let viewModel = TempViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler(), taps: taps)
            let uikit = WeatherVC(viewModel: viewModel)
            uikit.present()
            let swiftUI = ContentView(model: viewModel, scheduler: scheduler.eraseToAnyScheduler())
            return (viewModel, uikit, swiftUI)
        }

        /// Switches the service. Live needs `OPENWEATHER_API_KEY`; the environment is read
        /// here and nowhere else. The view model and screens are made anew for the new API.
        func use(_ service: Service) throws {
            switch service {
            case .offline:
                api = Self.offlineAPI(log: log, scheduler: scheduler)
            case .live:
                guard let key = APIKey.fromEnvironment() else {
                    throw CommandError("""
                        \(APIKey.variable) is not set: get a free key at openweathermap.org and start the \
                        playground with \(APIKey.variable) in its environment (the lesson takes no key as a \
                        command, so a key never lands in the playground's history)
                        """)
                }
                // The requests run in a program of their own, which must be next to this one.
                let transport = FetchTransport()
                guard transport.program != nil else {
                    throw CommandError("""
                        \(FetchTransport.programName), the program that makes the live requests, is not next to \
                        the playground: build both with 'swift build' (or 'swift build --product playground')
                        """)
                }
                let network = RecordingTransport(inner: transport, log: log, scheduler: scheduler)
                api = WeatherAPI(apiKey: key, transport: network, scheduler: scheduler.eraseToAnyScheduler())
            }
            self.service = service
            viewModel.breakCycle()
            recording.forEach { $0.cancel() }
            let lines = ChainMarbles(on: marbles, suffix: " #\(viewModelsMade + 1)")
            (viewModel, uikit, swiftUI) = Self.screens(api: api, scheduler: scheduler, taps: lines.taps)
            shown = (uikit.temperatureLabel.text, swiftUI.renders)
            requestsBeforeViewModel = log.entries.count
            watch(viewModel, lines: lines)
            follow()
        }

        /// Records the view model's chain into the lesson's marbles and its life into the
        /// lesson's lifetimes (`TempViewModel #2`).
        private func watch(_ viewModel: TempViewModel, lines: ChainMarbles) {
            recording = lines.record(viewModel, requestsIn: log)
            viewModelsMade += 1
            lifetimes.track(viewModel, as: "TempViewModel #\(viewModelsMade)", heldBy: Self.cycle)
        }

        /// Moves the main scheduler to the clock's time, running what falls due on the way.
        private func catchUp() {
            let behind = max(clock.elapsed - scheduler.elapsed, .zero)
            scheduler.advance(by: .nanoseconds(Int(behind / .nanoseconds(1))))
        }

        /// Puts one timer on the lesson clock at the main scheduler's next action: when the
        /// clock gets there, the scheduler catches up, with the clock reading that moment.
        /// A live answer, scheduled from another thread, runs at the end of the next advance.
        private func follow() {
            if let nextOnClock { clock.cancel(nextOnClock) }
            nextOnClock = nil
            guard let due = scheduler.nextDueElapsed else { return }
            nextOnClock = clock.schedule(after: due - clock.elapsed, label: "main scheduler") { [weak self] in
                guard let self else { return }
                nextOnClock = nil
                catchUp()
                follow()
            }
        }

        /// The city the view model's `removeDuplicates` compares the next one with, if any:
        /// every city it lets through makes a request, so it is the city of the last request
        /// this view model made.
        var lastCityLetThrough: String? {
            log.entries.dropFirst(requestsBeforeViewModel).last?.city
        }

        /// The user types `text` into the UIKit screen's field, one edit per character, all
        /// at the current virtual time. Text that extends what is there is appended; other
        /// text replaces it, starting from its first letter, and so does the very text the
        /// field holds: the user selects it all and types it again. Returns the edits.
        @discardableResult
        func type(_ text: String) -> [String] {
            let current = uikit.cityTextField.text
            let extends = !current.isEmpty && text.count > current.count && text.hasPrefix(current)
            let start = extends ? current.count + 1 : 1
            let edits = start > text.count ? [] : (start...text.count).map { String(text.prefix($0)) }
            for edit in edits {
                uikit.cityTextField.type(edit)
            }
            // The run loop turns once after the user's input: what is due now runs (renders).
            scheduler.advance()
            follow()
            return edits
        }

        /// Prints what happened on the main scheduler since the last report.
        func report() {
            for line in log.drainNews() {
                print(line)
            }
            let label = uikit.temperatureLabel.text
            if label != shown.label {
                print("  UIKit: the sink set temperatureLabel to '\(label ?? "")'")
            }
            if swiftUI.renders != shown.renders {
                let count = swiftUI.renders - shown.renders
                print("  SwiftUI: ContentView re-rendered its body (\(count == 1 ? "once" : "\(count) times"))")
            }
            shown = (label, swiftUI.renders)
        }

        /// Both screens, one below the other, as the user sees them now.
        func screensText() -> [String] {
            uikit.render() + swiftUI.screen
        }
    }
}
