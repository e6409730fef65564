import ConsoleViews
import Foundation
import OpenCombine
import OpenCombineDispatch
import LessonKit

extension CombineMVVMLesson {
    /// An offline API on `scheduler` that logs into `log`: what most steps start from.
    static func offlineAPI(_ scheduler: MainScheduler, log: RequestLog = RequestLog()) -> WeatherAPI {
        Live.offlineAPI(log: log, scheduler: scheduler)
    }

    // @step model
    func model(_ ctx: LessonContext) throws {
        // @snippet step-model
        let data = WeatherSamples.body(named: "moscow")!
        let moscow = try JSONDecoder().decode(WeatherDetail.self, from: data)
        print("\(data.count) bytes:", moscow)
        print("id \(moscow.id), main.temp \(moscow.main.temp),",
              "weather[0].main \(moscow.weather[0].main)")
        // @end step-model
    }

    // @step placeholder
    func placeholder(_ ctx: LessonContext) throws {
        // @snippet step-placeholder
        let placeholder = WeatherDetail.placeholder
        print(placeholder, "| isPlaceholder:", placeholder.isPlaceholder)
        let notFound = Data(#"{"cod":"404","message":"city not found"}"#.utf8)
        do {
            _ = try JSONDecoder().decode(WeatherDetail.self, from: notFound)
        } catch DecodingError.keyNotFound(let key, _) {
            print("a 404 body does not decode: no '\(key.stringValue)'")
        }
        // @end step-placeholder
    }

    // @step api
    func api(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let api = Self.offlineAPI(scheduler)
        var cancellables: Set<AnyCancellable> = []
        // @snippet step-api
        for city in ["Moscow", "Atlantis"] {
            api.fetchWeather(for: city)
                .sink { print("\(scheduler.stamp)  \(city) → \($0)") }
                .store(in: &cancellables)
        }
        print("\(scheduler.stamp)  subscribed; nothing yet")
        scheduler.advance(by: .milliseconds(200))
        // @end step-api
    }

    // @step transport
    func transport(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test.eraseToAnyScheduler()
        // @snippet step-transport
        let samples = SampleTransport(scheduler: scheduler)
        let api = WeatherAPI(apiKey: APIKey("demo"), transport: samples,
                             scheduler: scheduler)
        let url = api.absoluteURL(city: "Nizhny Novgorod")!
        print("GET", RequestLog.redacted(url, host: false))
        // @end step-transport
    }

    // @step live-service
    func liveService(_ ctx: LessonContext) throws {
        // @snippet step-live-service
        let key = APIKey("my-secret-key")
        print("print: \(key); debugPrint: \(String(reflecting: key))")
        print("children for inspect:", Mirror(reflecting: key).children.count)
        APIKey.$environment.withValue([APIKey.variable: " my-secret-key\n"]) {
            print("from the environment:", APIKey.fromEnvironment() as Any)
        }
        // @end step-live-service
    }

    // @step request-log
    func requestLog(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        let api = Self.offlineAPI(scheduler, log: log)
        var cancellables: Set<AnyCancellable> = []
        // @snippet step-request-log
        for city in ["London", "Atlantis"] {
            api.fetchWeather(for: city).sink { _ in }.store(in: &cancellables)
            scheduler.advance(by: .milliseconds(100))
        }
        scheduler.advance(by: .seconds(1))
        log.drainNews().forEach { print($0) }
        // @end step-request-log
    }

    // @step view-model-step
    func viewModelStep(_ ctx: LessonContext) throws {
        let scheduler = DispatchQueue.test
        let api = Self.offlineAPI(scheduler)
        // @snippet step-view-model
        let viewModel = TempViewModel(api: api,
                                      scheduler: scheduler.eraseToAnyScheduler())
        viewModel.city = "Moscow"
        scheduler.advance(by: .seconds(1))
        print("currentWeather:", viewModel.currentWeather)
        // @end step-view-model
    }

    // @step one-request
    func oneRequest(_ ctx: LessonContext) throws {
        // @snippet step-one-request
        let scheduler = DispatchQueue.test
        let log = RequestLog()
        let viewModel = TempViewModel(api: Self.offlineAPI(scheduler, log: log),
                                      scheduler: scheduler.eraseToAnyScheduler())
        let output = viewModel.$currentWeather.dropFirst().sink { weather in
            print("\(scheduler.stamp)  assigned \(weather)")
        }
        for edit in ["M", "Mo", "Mos", "Mosc", "Mosco", "Moscow"] {
            viewModel.city = edit
        }
        scheduler.advance(by: .milliseconds(499))
        print("\(scheduler.stamp)  requests so far: \(log.entries.count)")
        scheduler.advance(by: .seconds(1))
        let sent = log.entries.map { "'\($0.city)' at +\($0.sent.stampFormatted)" }
        print("requests:", sent.joined(separator: ", "))
        output.cancel()
        // @end step-one-request
    }
}
