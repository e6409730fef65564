import PlaygroundKit
import Testing
import TestSupport
@testable import CombineMVVM

@Suite struct CommandTests {
    /// Sends `lines` to a freshly opened lesson; returns the last response's text and whether it failed.
    func run(_ lines: [String]) -> (text: String, failed: Bool) {
        APIKey.$environment.withValue([:]) {
            let shell = openLesson()
            for earlier in lines.dropLast() { #expect(!shell.send(earlier).failed, "setup '\(earlier)' failed") }
            let response = shell.send(lines.last!)
            return (response.text.plain, response.failed)
        }
    }

    @Test func typingQuicklyMakesOneRequestOnAdvance() {
        let typed = run(["type Moscow"])
        #expect(!typed.failed)
        #expect(typed.text.contains("+0s  typed 'M', 'Mo', 'Mos', 'Mosc', 'Mosco', 'Moscow' (6 edits, each a new $city value)"))
        #expect(typed.text.contains("at +500ms"))
        let advanced = run(["type Moscow", "advance 500ms"]).text
        #expect(advanced.contains("+500ms  request #1: GET /data/2.5/weather?appid=***&q=Moscow&units=metric"))
        #expect(!advanced.contains("answer"))
        let answered = run(["type Moscow", "advance 500ms", "advance 200ms"]).text
        #expect(answered.contains("+700ms  answer #1: 200: Moscow, 7.2 °C"))
        #expect(answered.contains("UIKit: the sink set temperatureLabel to '7 ºC'"))
        #expect(answered.contains("SwiftUI: ContentView re-rendered its body (once)"))
    }

    /// Within the debounce window (`type Mosc`, `type Moscow`) or typed afresh over itself,
    /// "Moscow" gets through debounce again, and removeDuplicates drops it.
    @Test(arguments: [["type Mosc", "type Moscow"], ["type Moscow"]])
    func typingTheSameCityAgainMakesNoRequest(again: [String]) {
        let typed = run(["type Moscow", "advance 1s"] + again).text
        #expect(typed.hasSuffix("""
            debounce lets 'Moscow' through at +1.5s if nothing else is typed first: 'advance 500ms'
            removeDuplicates will drop it: the last city it let through was 'Moscow' too, so no request goes out

            """))
        let advanced = run(["type Moscow", "advance 1s"] + again + ["advance 1s"]).text
        #expect(advanced == "now: 2020-04-22 17:41:51 +0000 (start + 2s)\n", "no request, no answer, no render")
        let text = run(["type Moscow", "advance 1s"] + again + ["advance 1s", "requests"]).text
        #expect(text.hasPrefix("1 request (offline), virtual time:"))
        #expect(!text.contains("#2"))
    }

    @Test func aCityBetweenMakesTheSameCityNoDuplicate() {
        let typed = run(["type Moscow", "advance 1s", "type London", "advance 1s", "type Moscow"]).text
        #expect(!typed.contains("removeDuplicates"))
        let text = run(["type Moscow", "advance 1s", "type London", "advance 1s", "type Moscow", "advance 1s", "requests"]).text
        #expect(text.hasPrefix("3 requests (offline), virtual time:"))
    }

    /// `service` makes a new view model, whose removeDuplicates has seen nothing yet; the
    /// request log stays, and must not make `type` call the next city a duplicate.
    @Test func aNewViewModelHasNoCityToCompareWith() {
        let shell = openLesson()
        shell.send("type Moscow")
        shell.send("advance 1s")
        APIKey.$environment.withValue([APIKey.variable: "not-a-real-key"]) {
            #expect(!shell.send("service live").failed)
        }
        #expect(!shell.send("service offline").failed)
        #expect(!shell.send("type Moscow").text.plain.contains("removeDuplicates"))
        #expect(shell.send("advance 1s").text.plain.contains("request #2: GET /data/2.5/weather?appid=***&q=Moscow&"))
    }

    @Test func typingExtendsOrReplacesTheField() {
        #expect(run(["type Mos", "type Moscow"]).text.contains("typed 'Mosc', 'Mosco', 'Moscow' (3 edits"))
        #expect(run(["type Mos", "type Lo"]).text.contains("typed 'L', 'Lo' (2 edits"))
        #expect(run(["type Moscow", "type Mos"]).text.contains("typed 'M', 'Mo', 'Mos' (3 edits"))
        #expect(run(["type Mos", "type Mos"]).text.hasPrefix("+0s  typed 'M', 'Mo', 'Mos' (3 edits, each a new $city value), over the 'Mos' the field held\n"))
        #expect(run(["type Nizhny Novgorod"]).text.contains("'Nizhny Novgorod' (15 edits"))
    }

    @Test(arguments: [
        ("type", "error: missing city"),
        ("type R2D2", "error: a city is letters, spaces, dashes or apostrophes, at most 40 in all; not 'R2D2'"),
        ("requests now", "error: too many arguments: 'now' and after are not expected"),
        ("weather London", "error: too many arguments: 'London' and after are not expected"),
        ("service online", "error: unknown service 'online' (did you mean 'offline'?); one of: offline, live"),
        ("service live now", "error: too many arguments: 'now' and after are not expected"),
    ])
    func badInputIsRefusedClearly(line: String, message: String) {
        let (text, failed) = run([line])
        #expect(failed)
        #expect(text.contains(message), "\(text)")
    }

    @Test func liveWithoutAKeyExplainsWhereItGoes() {
        let (text, failed) = run(["service live"])
        #expect(failed)
        #expect(text.contains("OPENWEATHER_API_KEY is not set"))
        #expect(text.contains("never lands in the playground's history"))
        #expect(run(["service"]).text.hasPrefix("offline: answers come from the lesson's samples (Jakarta, London, Moscow, Reykjavik)"))
        #expect(run(["service offline"]).text == "nothing to do: the service already is offline\n")
    }

    @Test func liveWithAKeyNeverShowsIt() {
        // No advance: nothing is sent, so the test stays off the network.
        APIKey.$environment.withValue(["OPENWEATHER_API_KEY": "sekrit-123"]) {
            let shell = openLesson()
            var everything = ""
            for line in ["service live", "service", "type London", "requests", "weather", "inspect api", "inspect viewModel", "history"] {
                let response = shell.send(line)
                #expect(!response.failed, "\(line)")
                everything += response.text.plain
            }
            #expect(everything.contains("the service is now live"))
            #expect(everything.contains("live: requests go to api.openweathermap.org"))
            #expect(!everything.contains("sekrit"))
            #expect(shell.send("service offline").text.plain.contains("the service is now offline"))
        }
    }

    @Test func requestsShowsTimesCitiesOutcomesAndRedactedURLs() {
        let text = run(["type Atlantis", "advance 1s", "type London", "advance 1s", "requests"]).text
        #expect(text == """
            2 requests (offline), virtual time:
              #1  sent +500ms  answered +700ms  'Atlantis'  404 → placeholder
                  GET https://api.openweathermap.org/data/2.5/weather?appid=***&q=Atlantis&units=metric
              #2  sent +1.5s  answered +1.7s  'London'  200: London, 14.6 °C
                  GET https://api.openweathermap.org/data/2.5/weather?appid=***&q=London&units=metric

            """)
        #expect(run(["requests"]).text.hasPrefix("no requests yet"))
    }

    @Test func weatherShowsBothScreens() {
        let text = run(["type Jakarta", "advance 1s", "weather"]).text
        #expect(text.contains("UIKit · WeatherVC"))
        #expect(text.contains("SwiftUI · ContentView"))
        #expect(text.components(separatedBy: "28 ºC").count == 3)
        #expect(text.contains("viewModel.city = 'Jakarta'"))
        #expect(text.contains("viewModel.currentWeather = Jakarta: 27.8 °C, light rain"))
        #expect(run(["screens"]).text.contains("viewModel.currentWeather = placeholder"))
    }

    @Test func completionOffersSampleCitiesAndServices() {
        let lesson = CombineMVVMLesson(context: LessonContext())
        let type = lesson.commands.first { $0.name == "type" }!
        #expect(type.complete(0, []) == ["Jakarta", "London", "Moscow", "Reykjavik", "Atlantis"])
        #expect(type.complete(1, ["Moscow"]).isEmpty)
        let service = lesson.commands.first { $0.name == "service" }!
        #expect(service.complete(0, []) == ["offline", "live"])
    }

    @Test func inspectShowsTheLiveObjects() {
        let shell = APIKey.$environment.withValue([:]) { openLesson() }
        let listed = shell.send("inspect").text.plain
        for name in ["viewModel", "requestLog", "api"] {
            #expect(listed.contains("  \(name)"))
        }
        shell.send("type London")
        shell.send("advance 1s")
        #expect(shell.send("inspect viewModel").text.plain.contains("London"))
        #expect(shell.send("inspect requestLog").text.plain.contains("appid=***"))
    }

    /// What `type` and `advance` drive is recorded into the lesson's marbles (`marbles` draws
    /// them), stamped with the virtual time the main scheduler ran each event at.
    @Test func theLearnersTypingIsRecordedOnTheClockTheyAdvance() throws {
        let shell = openLesson()
        for line in ["type M", "advance 100ms", "type Mo", "advance 100ms", "type Mos", "advance 100ms", "type Moscow", "advance 1s"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        let burst = try liveLesson(shell).context.marbles.diagram()
        #expect(burst.streams.map(\.name) == chainLines)
        #expect(values(burst, "$city") == ["M@0", "Mo@100", "Mos@200", "Mosc@300", "Mosco@300", "Moscow@300"])
        #expect(values(burst, "debounce(500ms)") == ["Moscow@800"], "stamped when debounce fired, not when the advance ended")
        #expect(values(burst, "request") == ["Moscow@800"])
        #expect(values(burst, "currentWeather") == ["7°C@1000"])

        // Moscow again within the half second: debounce lets it through, removeDuplicates drops it.
        try liveLesson(shell).context.marbles.clear()
        for line in ["type Mosc", "type Moscow", "advance 1s"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        let again = try liveLesson(shell).context.marbles.diagram()
        #expect(values(again, "$city") == ["M@1300", "Mo@1300", "Mos@1300", "Mosc@1300", "Mosco@1300", "Moscow@1300"])
        #expect(values(again, "debounce(500ms)") == ["Moscow@1800"])
        #expect(values(again, "removeDuplicates").isEmpty)
        #expect(values(again, "request").isEmpty)
    }

    /// The main scheduler's next action sits on the lesson clock, so `clock` lists it.
    @Test func clockListsTheMainSchedulersNextAction() {
        let shell = openLesson()
        #expect(shell.run("clock", after: ["type Moscow"]).text.contains("scheduled: main scheduler at +500ms"))
        #expect(shell.run("clock", after: ["advance 1s"]).text.contains("nothing scheduled"))
    }
}
