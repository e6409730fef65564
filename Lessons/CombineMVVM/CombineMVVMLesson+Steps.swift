import CombineSchedulers
import ConsoleViews
import Foundation
import OpenCombine
import PlaygroundKit

extension CombineMVVMLesson {
    public var steps: [Step] {
        [
            model, api, requestLog, viewModelStep, debounce, unstored, uikitBinding, swiftUIBinding,
            retainCycle, cycleFixed, yourTurn,
        ]
    }

    /// An offline API on `scheduler` that logs into `log`: what most steps start from.
    static func offlineAPI(_ scheduler: MainScheduler, log: RequestLog = RequestLog()) -> WeatherAPI {
        Live.offlineAPI(log: log, scheduler: scheduler)
    }

    var model: Step {
        Step(
            "The model: WeatherDetail and its placeholder",
            text: """
                The article builds a weather app twice, once in SwiftUI and once in UIKit, on one and the same view model. The screen has two elements: a text field where the user types a city (the input) and a label with the temperature there (the output). The data comes from OpenWeatherMap's current-weather service.

                `WeatherDetail` is the part of OpenWeatherMap's answer the app uses. It is `Codable`, so decoding the JSON takes two lines, and `Identifiable`, for a SwiftUI `List` later; the answer's city `id` serves. The fields it leaves out (coordinates, sunrise, clouds...) are simply ignored. `units=metric` in the request makes `temp` degrees Celsius and `wind.speed` metres per second; without it the service answers in kelvins.

                `placeholder` is what the screen shows before the first answer and after any failure. The article's model makes every field optional, so even an error body like `{"cod":"404","message":"city not found"}` decodes into an empty value "successfully". Here the fields the app needs are required: an answer without them fails to decode, and failing is what step 2 turns into the placeholder. Its id is 0, which no real city has.

                The lesson ships four real-shaped answers in its `Samples/` folder (Moscow, London, Jakarta, Reykjavik), read through `Bundle.module`. The step decodes one.
                """,
            code: [Code.weatherDetail, Code.stepModel]
        ) { _ in
            // @snippet step-model
            let data = WeatherSamples.body(named: "moscow")!
            let moscow = try JSONDecoder().decode(WeatherDetail.self, from: data)
            print("decoded \(data.count) bytes:", moscow)
            print("id \(moscow.id), main.temp \(moscow.main.temp), weather[0].main \(moscow.weather[0].main)")
            print("placeholder:", WeatherDetail.placeholder, "| isPlaceholder:", WeatherDetail.placeholder.isPlaceholder)

            let notFound = Data(#"{"cod":"404","message":"city not found"}"#.utf8)
            do {
                _ = try JSONDecoder().decode(WeatherDetail.self, from: notFound)
            } catch DecodingError.keyNotFound(let key, _) {
                print("a 404 body does not decode: no '\(key.stringValue)'")
            }
            // @end step-model
        }
    }

    var api: Step {
        Step(
            "WeatherAPI: a publisher that never fails",
            text: """
                `WeatherAPI.fetchWeather(for:)` returns `AnyPublisher<WeatherDetail, Never>`: a publisher of the city's weather that cannot fail. The chain is the article's, line for line:
                - `absoluteURL(city:)` builds the URL with `URLComponents`, which percent-encodes the city; `units=metric` and the API key (`appid`) go in the query.
                - `dataTaskPublisher(for:)` fetches it and publishes `(data, response)` or fails with a `URLError`.
                - `map { $0.data }` keeps the bytes; `decode` turns them into a `WeatherDetail` or fails.
                - `catch` turns any failure at all into `Just(placeholder)`: no network, a timeout, a 404, a 500, bad JSON.
                - `receive(on:)` delivers on the main scheduler, where the UI may be touched; `eraseToAnyPublisher()` hides the type of the chain.

                Two changes, both for the lesson. The transport is passed in (a protocol shaped like `dataTaskPublisher`), so the API can answer from the samples; and so is the scheduler, where the article writes `RunLoop.main`. Swift 6 adds a reason of its own: the article reaches the API through `WeatherAPI.shared`, and a shared instance of a non-`Sendable` class does not compile any more (below).

                The main scheduler here is a `TestScheduler` from pointfreeco's combine-schedulers: nothing on it runs until someone moves its virtual time with `advance(by:)`. The offline transport answers after 200ms of that time. A publisher does nothing until somebody subscribes, so the step subscribes with `sink`.
                """,
            code: [Code.Rejected.sharedAPI, Code.weatherTransport, Code.sampleTransport, Code.weatherApi, Code.stepApi]
        ) { _ in
            // @snippet step-api
            let scheduler = DispatchQueue.test
            let api = WeatherAPI(apiKey: APIKey("demo"), transport: SampleTransport(scheduler: scheduler.eraseToAnyScheduler()),
                                 scheduler: scheduler.eraseToAnyScheduler())
            print(RequestLog.redacted(api.absoluteURL(city: "Nizhny Novgorod")!))

            var cancellables: Set<AnyCancellable> = []
            for city in ["Moscow", "Atlantis"] {
                api.fetchWeather(for: city)
                    .sink { weather in print("\(scheduler.stamp)  \(city) → \(weather)") }
                    .store(in: &cancellables)
            }
            print("\(scheduler.stamp)  subscribed; nothing yet")
            scheduler.advance(by: .milliseconds(200))
            // @end step-api
        }
    }

    var requestLog: Step {
        Step(
            "Offline samples, the live service, and a key that never shows",
            text: """
                The lesson never touches the network on its own. Its live objects use the offline `SampleTransport`, and every step's output is the same on every machine. If you have an OpenWeatherMap key (free, two minutes to get), start the playground with `OPENWEATHER_API_KEY=<key>` in its environment and type `service live`: the same `WeatherAPI` then uses `URLSessionTransport`, that is `URLSession.dataTaskPublisher` (FoundationNetworking on Linux), with a 10-second timeout. The lesson's tests run that very transport against a small HTTP server on 127.0.0.1, for 404, 500, malformed JSON and an answer too slow to wait for.

                Where is the environment read? Not in the playground's core, which never reads it, and not when the lesson opens: only in `APIKey.fromEnvironment()`, when you ask for the live service. The key comes from the environment and not from a command, so it never lands in the shell's history. `APIKey` prints as `***`, shows no children to `inspect`, and only `absoluteURL` reads its value.

                To show what the app asks for, the lesson's API goes through `RecordingTransport`, which writes each request and answer into a `RequestLog`, with virtual times and the `appid` redacted. The `requests` command prints the live one.
                """,
            code: [Code.apiKey, Code.recordingTransport, Code.stepRequestLog]
        ) { _ in
            // @snippet step-request-log
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let samples = SampleTransport(scheduler: scheduler.eraseToAnyScheduler())
            let api = WeatherAPI(apiKey: APIKey("my-secret-key"), transport: RecordingTransport(inner: samples, log: log, scheduler: scheduler),
                                 scheduler: scheduler.eraseToAnyScheduler())
            print("the key prints as \(APIKey("my-secret-key")); dump shows", String(reflecting: APIKey("my-secret-key")))

            var cancellables: Set<AnyCancellable> = []
            for city in ["London", "", "Jakarta"] {
                api.fetchWeather(for: city).sink { _ in }.store(in: &cancellables)
                scheduler.advance(by: .milliseconds(100))
            }
            scheduler.advance(by: .seconds(1))
            for line in log.drainNews() {
                print(line)
            }
            // @end step-request-log
        }
    }

    var viewModelStep: Step {
        Step(
            "TempViewModel: $city in, currentWeather out",
            text: """
                The view model is an `ObservableObject` with two `@Published` properties: `city`, the input the view writes, and `currentWeather`, the output it shows. The business logic that links them is one chain, built once in init, starting from the publisher `$city` rather than from the property:
                - `debounce(for: 500ms, scheduler:)` waits until the user has stopped typing for half a second and passes on only the last value;
                - `removeDuplicates()` drops a city equal to the one before it;
                - `flatMap` turns each city into `api.fetchWeather(for: city)`, a publisher, and subscribes to it;
                - `assign(to: \\.currentWeather, on: self)` writes each result into the output;
                - `store(in: &cancellableSet)` keeps the subscription for the view model's life (step 6 shows why).

                The step types "Moscow" the way a fast typist does, six edits at the same instant, and moves the scheduler on. One request goes out, at +500ms, and its answer is assigned at +700ms.
                """,
            code: [Code.tempViewModel, Code.stepViewModel]
        ) { _ in
            // @snippet step-view-model
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
            let output = viewModel.$currentWeather.dropFirst().sink { weather in
                print("\(scheduler.stamp)  currentWeather = \(weather)")
            }
            for edit in ["M", "Mo", "Mos", "Mosc", "Mosco", "Moscow"] {
                viewModel.city = edit
            }
            scheduler.advance(by: .milliseconds(499))
            print("\(scheduler.stamp)  requests so far: \(log.entries.count)")
            scheduler.advance(by: .seconds(1))
            print("requests:", log.entries.map { "'\($0.city)' at +\($0.sent.stampFormatted)" }.joined(separator: ", "))
            output.cancel()
            // @end step-view-model
        }
    }

    var debounce: Step {
        Step(
            "debounce and removeDuplicates, one keystroke at a time",
            text: """
                Now with a clock between keystrokes. `debounce` restarts its half second on every new value, so "M", "Mo", "Mos" 100ms apart make no request; but a pause of 600ms after "Mosc" lets "Mosc" through, and the service answers 404 (the placeholder) before "Moscow" arrives. Half a second is a guess about how fast people type.

                `removeDuplicates` then drops "Moscow" typed again: no second request. It compares each value only with the one before it, not with all earlier ones. The article says that for john, joe, john we get john once; in fact we get all three, and so here Moscow, London, Moscow make three requests. Caching answers is a different job.

                One more thing the article leaves out: `flatMap` keeps every request it started and passes on every answer, in the order they come back. If a slow answer for an old city came after a fast one for the new city, the screen would end up showing the old city. `map` + `switchToLatest()` cancels the request in flight when a new city arrives.
                """,
            code: [Code.stepDebounce]
        ) { _ in
            // @snippet step-debounce
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
            func type(_ city: String, thenWait pause: Int) {
                viewModel.city = city
                scheduler.advance(by: .milliseconds(pause))
            }
            for edit in ["M", "Mo", "Mos"] { type(edit, thenWait: 100) }
            type("Mosc", thenWait: 600)
            type("Mosco", thenWait: 100)
            type("Moscow", thenWait: 1000)
            type("Moscow", thenWait: 1000)
            type("London", thenWait: 1000)
            type("Moscow", thenWait: 1000)
            for line in log.drainNews() {
                print(line)
            }
            print("9 values of city, \(log.entries.count) requests; now showing:", viewModel.currentWeather)
            // @end step-debounce
        }
    }

    var unstored: Step {
        Step(
            "Forget to store the subscription, and nothing arrives",
            text: """
                `assign(to:on:)` returns an `AnyCancellable`, and the subscription lives only as long as it does: when an `AnyCancellable` dies, it cancels. The article explains it well: if init does not keep it somewhere that outlives init, ARC frees it when init ends, long before any weather could arrive. That is what `cancellableSet` is for.

                `ForgetfulTempViewModel` is the same chain with the result thrown away (`_ =`). Typing into it makes no request at all: the chain was gone before the first keystroke.
                """,
            code: [Code.forgetfulTempViewModel, Code.stepUnstored]
        ) { _ in
            // @snippet step-unstored
            let scheduler = DispatchQueue.test
            let log = RequestLog()
            let viewModel = ForgetfulTempViewModel(api: Self.offlineAPI(scheduler, log: log), scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "Moscow"
            scheduler.advance(by: .seconds(2))
            print("requests:", log.entries.count)
            print("currentWeather:", viewModel.currentWeather)
            // @end step-unstored
        }
    }

    var uikitBinding: Step {
        Step(
            "The UIKit way: binding by hand",
            text: """
                UIKit knows nothing of `ObservableObject`, so the screen binds itself to the view model, in two subscriptions made in `viewDidLoad`:
                - view to view model: the text field's `textPublisher` (every edit, as a publisher) is assigned to `viewModel.city`;
                - view model to view: a `sink` on `viewModel.$currentWeather` sets the label. `[weak self]`, because the screen keeps this subscription: a strong `self` would be a cycle.

                Both go into the screen's own `cancellableSet`. The article builds `textPublisher` on `UITextField.textDidChangeNotification`; the console `TextField` reports edits to a closure, which feeds a `PassthroughSubject`.

                The user types into the field; the step renders the screen before and after the answer. `@Published` publishes the current value to every new subscriber, so the label was set once already, to the placeholder's blank, in `viewDidLoad`.
                """,
            code: [Code.textPublisher, Code.weatherVc, Code.stepUikit]
        ) { _ in
            // @snippet step-uikit
            let scheduler = DispatchQueue.test
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
            let screen = WeatherVC(viewModel: viewModel)
            screen.present()
            for edit in ["L", "Lo", "Lon", "Lond", "Londo", "London"] {
                screen.cityTextField.type(edit)
            }
            print("viewModel.city = '\(viewModel.city)'")
            print(screen.render().joined(separator: "\n"))
            scheduler.advance(by: .seconds(1))
            print(screen.render().joined(separator: "\n"))
            // @end step-uikit
        }
    }

    var swiftUIBinding: Step {
        Step(
            "The SwiftUI way: re-render on objectWillChange",
            text: """
                In SwiftUI the same view model is an `@ObservedObject` of `ContentView`, and there is no binding code. `TextField("City", text: $model.city)` writes the city; the label reads `model.currentWeather`. SwiftUI subscribes to the model's `objectWillChange`, which every `@Published` property fires, and evaluates `body` again.

                `objectWillChange` fires in `willSet`, before the new value is stored, so a view cannot render right then. SwiftUI marks the view dirty and renders on the next turn of the main run loop, once for all the changes made until then. The console `ContentView` does the same on the main scheduler.

                Seven edits at one instant change `city` seven times; the view renders once for them, at the next tick. The answer changes `currentWeather`, and the view renders once more. Nothing in `ContentView` knows which property changed: it re-reads everything, which is why `body` must be cheap.
                """,
            code: [Code.contentView, Code.stepSwiftui]
        ) { _ in
            // @snippet step-swiftui
            let scheduler = DispatchQueue.test
            let model = TempViewModel(api: Self.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
            let view = ContentView(model: model, scheduler: scheduler.eraseToAnyScheduler())
            for edit in ["J", "Ja", "Jak", "Jaka", "Jakar", "Jakart", "Jakarta"] {
                view.cityField.type(edit)
            }
            print("7 edits typed; renders so far: \(view.renders)")
            scheduler.advance()
            print("after one tick: renders \(view.renders)")
            scheduler.advance(by: .seconds(1))
            print("after the answer: renders \(view.renders)")
            print(view.screen.joined(separator: "\n"))
            // @end step-swiftui
        }
    }

    var retainCycle: Step {
        Step(
            "Beyond the article: assign(to:on: self) never lets go",
            text: """
                `assign(to: \\.currentWeather, on: self)` makes a subscriber that holds its object strongly: it must, to write into it. That subscriber sits in `cancellableSet`, which the view model holds. The view model holds its own subscription, which holds the view model: a retain cycle. No screen needs the view model any more, and still it never dies, with its chain, its scheduler work and whatever its API holds.

                The step makes a view model in a scope, keeps only a weak reference to it, and looks after the scope has ended. A screen that made its own view model would leak one every time it was shown. So are the view models steps 4, 5, 7 and 8 made (and step 11 will leave one too): a few kilobytes each time one of those steps runs, kept until the playground quits.

                Then the step breaks the cycle by hand, the only way left once nobody holds the view model: `breakCycle()` empties `cancellableSet`, the `assign` subscriber goes, and the view model with it. An app would have to remember to call that before letting go of each view model; the next step removes the cycle instead.
                """,
            code: [Code.breakCycle, Code.stepCycle]
        ) { _ in
            // @snippet step-cycle
            let scheduler = DispatchQueue.test
            weak var probe: TempViewModel?
            do {
                let viewModel = TempViewModel(api: Self.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
                viewModel.city = "Moscow"
                scheduler.advance(by: .seconds(1))
                probe = viewModel
            }
            print("the scope is over; TempViewModel still alive:", probe != nil)
            print("and still holding:", probe?.currentWeather ?? .placeholder)
            probe?.breakCycle()
            print("after breakCycle(); still alive:", probe != nil)
            // @end step-cycle
        }
    }

    var cycleFixed: Step {
        Step(
            "The fix: assign(to: &$currentWeather)",
            text: """
                iOS 14 added `assign(to:)` taking an `inout Published<Output>.Publisher`, and OpenCombine 0.14 has it too. `assign(to: &$currentWeather)` republishes each value through the property's own publisher. It returns no `AnyCancellable`: the subscription belongs to the `@Published` storage and ends with it, so there is no `cancellableSet` and nothing holds `self`.

                Before iOS 14 the fix was a `sink { [weak self] in self?.currentWeather = $0 }`, stored in `cancellableSet`: the subscription still lives in the view model, but no longer holds it.

                The same weak reference, the same scope: this time the view model dies when the scope ends, and its chain with it. The lesson's live view model (`type`, `weather`) is the article's `TempViewModel`: it lives as long as the lesson does, so the cycle costs nothing while it works. When `reset` (or `service`) replaces it, the lesson calls `breakCycle()` on the old one, so that none is left behind.
                """,
            code: [Code.fixedTempViewModel, Code.stepCycleFixed]
        ) { _ in
            // @snippet step-cycle-fixed
            let scheduler = DispatchQueue.test
            weak var probe: FixedTempViewModel?
            do {
                let viewModel = FixedTempViewModel(api: Self.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
                viewModel.city = "Moscow"
                scheduler.advance(by: .seconds(1))
                print("inside the scope it works:", viewModel.currentWeather)
                probe = viewModel
            }
            print("the scope is over; FixedTempViewModel still alive:", probe != nil)
            // @end step-cycle-fixed
        }
    }

    var yourTurn: Step {
        Step(
            "Your turn: one view model, two screens, your clock",
            text: """
                The lesson keeps one live `TempViewModel` with both screens bound to it: the UIKit `WeatherVC` you type into, and the SwiftUI-style `ContentView` that re-renders itself. Its main scheduler follows the lesson clock: `clock.onAdvance` moves the test scheduler by as much as the clock moved, so the shell's `advance 500ms` fires the debounce, delivers answers and runs deferred renders. The step wires a clock of its own the same way.

                Try it:
                - `type Moscow`, then `advance 500ms` and `advance 200ms`: one request, then the answer and both screens updating.
                - `type Moscow` again, `advance 1s`: nothing, it is a duplicate. `type Mos`, `advance 1s`: a 404 and the placeholder.
                - `requests` for the log, `weather` for both screens, `inspect viewModel`.
                - `service` to see where answers come from; `service live` with `OPENWEATHER_API_KEY` set.
                """,
            code: [Code.stepYourTurn]
        ) { _ in
            // @snippet step-your-turn
            let clock = LessonClock()
            let scheduler = DispatchQueue.test
            clock.onAdvance { duration in
                scheduler.advance(by: .nanoseconds(Int(duration / .nanoseconds(1))))
            }
            let viewModel = TempViewModel(api: Self.offlineAPI(scheduler), scheduler: scheduler.eraseToAnyScheduler())
            viewModel.city = "Reykjavik"
            clock.advance(by: .milliseconds(700))
            print("clock +\(clock.elapsed.playgroundFormatted), scheduler \(scheduler.stamp):", viewModel.currentWeather)
            // @end step-your-turn
        }
    }
}
