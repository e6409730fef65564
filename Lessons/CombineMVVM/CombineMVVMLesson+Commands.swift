import LessonKit

/// The lesson's commands: they poke the live objects the lesson keeps (`Live`), fresh on every
/// `open` and `reset`. The shell's own `advance <duration>` moves the main scheduler too.
extension CombineMVVMLesson {
    public var commands: [LessonCommand] {
        [typeCommand, requestsCommand, weatherCommand, serviceCommand]
    }

    var typeCommand: LessonCommand {
        LessonCommand(
            "type",
            usage: "<city>",
            summary: "type a city into the UIKit text field, one letter at a time",
            complete: { index, _ in index == 0 ? WeatherSamples.cities + ["Atlantis"] : [] }
        ) { [live] arguments in
            _ = try arguments.string(0, "city")
            let city = arguments.values.joined(separator: " ")
            guard city.count <= 40, city.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }) else {
                throw CommandError("a city is letters, spaces, dashes or apostrophes, at most 40 in all; not '\(city.shortened)'")
            }
            let retyped = live.uikit.cityTextField.text == city
            let edits = live.type(city)
            let shown = edits.count <= 8 ? edits : Array(edits.prefix(3)) + ["..."] + Array(edits.suffix(2))
            print("\(live.scheduler.stamp)  typed " + shown.map { $0 == "..." ? $0 : "'\($0)'" }.joined(separator: ", ")
                + " (\(edits.count) edit\(edits.count == 1 ? "" : "s"), each a new $city value)"
                + (retyped ? ", over the '\(city)' the field held" : ""))
            live.report()
            let due = (live.scheduler.elapsed + .milliseconds(500)).stampFormatted
            print("debounce lets '\(city)' through at +\(due) if nothing else is typed first: 'advance 500ms'")
            if live.lastCityLetThrough == city {
                print("removeDuplicates will drop it: the last city it let through was '\(city)' too, so no request goes out")
            }
        }
    }

    var requestsCommand: LessonCommand {
        LessonCommand(
            "requests",
            summary: "the request log: virtual time, city, outcome (appid redacted)",
            readsOnly: true
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            let entries = live.log.entries
            guard !entries.isEmpty else {
                print("no requests yet (\(live.service.rawValue)); try 'type Moscow', then 'advance 1s'")
                return
            }
            print("\(entries.count) request\(entries.count == 1 ? "" : "s") (\(live.service.rawValue)), virtual time:")
            for entry in entries {
                let answered = entry.answered.map { "+\($0.stampFormatted)" } ?? "…"
                print("  #\(entry.number)  sent +\(entry.sent.stampFormatted)  answered \(answered)  '\(entry.city)'  \(entry.outcome ?? "waiting")")
                print("      GET \(entry.url)")
            }
        }
    }

    var weatherCommand: LessonCommand {
        LessonCommand(
            "weather",
            aliases: ["screens"],
            summary: "show both screens and the view model's city and weather"
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            print(live.screensText().joined(separator: "\n"))
            print("viewModel.city = '\(live.viewModel.city)'")
            print("viewModel.currentWeather = \(live.viewModel.currentWeather)")
            print("SwiftUI renders so far: \(live.swiftUI.renders); virtual time \(live.scheduler.stamp)")
        }
    }

    static let serviceNames = Live.Service.allCases.map(\.rawValue)

    var serviceCommand: LessonCommand {
        LessonCommand(
            "service",
            usage: "[offline|live]",
            summary: "show or switch the weather service (live needs OPENWEATHER_API_KEY)",
            complete: { index, _ in index == 0 ? Self.serviceNames : [] }
        ) { [live] arguments in
            try arguments.expectAtMost(1)
            guard arguments.optional(0) != nil else {
                switch live.service {
                case .offline:
                    print("offline: answers come from the lesson's samples (\(WeatherSamples.cities.joined(separator: ", "))) after 200ms of virtual time")
                    print("'service live' uses api.openweathermap.org if \(APIKey.variable) is set")
                case .live:
                    print("live: requests go to api.openweathermap.org with your key (shown as appid=***)")
                    print("an answer is delivered on the main scheduler: 'advance' once it has come back")
                }
                return
            }
            let service = Live.Service(rawValue: try arguments.choice(0, "service", from: Self.serviceNames))!
            guard service != live.service else {
                print("nothing to do: the service already is \(service.rawValue)")
                return
            }
            try live.use(service)
            print("the service is now \(service.rawValue); a new view model and screens use it (the request log stays)")
            if service == .live {
                print("requests go to api.openweathermap.org with your key, shown as appid=***")
            }
        }
    }
}
