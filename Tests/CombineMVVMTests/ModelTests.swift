import Foundation
import Testing
@testable import CombineMVVM

@Suite struct ModelTests {
    @Test(arguments: [
        ("moscow", "Moscow", 7.21, 71, "overcast clouds", "Clouds", 3.4),
        ("london", "London", 14.62, 54, "clear sky", "Clear", 4.12),
        ("jakarta", "Jakarta", 27.8, 83, "light rain", "Rain", 1.54),
        ("reykjavik", "Reykjavik", -0.43, 86, "light snow", "Snow", 5.66),
    ])
    func samplesDecodeInTheRealShape(file: String, name: String, temp: Double, humidity: Int, description: String, main: String, wind: Double) throws {
        let data = try #require(WeatherSamples.body(named: file))
        let weather = try JSONDecoder().decode(WeatherDetail.self, from: data)
        #expect(weather.name == name)
        #expect(weather.main.temp == temp)
        #expect(weather.main.humidity == humidity)
        #expect(weather.weather.first?.description == description)
        #expect(weather.weather.first?.main == main)
        #expect(weather.wind.speed == wind)
        #expect(!weather.isPlaceholder)
        // The real shape: the nesting OpenWeatherMap uses, read with JSONSerialization.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["main"] as? [String: Any])?["temp"] as? Double == temp)
        #expect(((object["weather"] as? [[String: Any]])?.first)?["description"] as? String == description)
        #expect((object["wind"] as? [String: Any])?["speed"] as? Double == wind)
        #expect(object["cod"] as? Int == 200)
    }

    @Test func samplesListTheirCities() {
        #expect(WeatherSamples.cities == ["Jakarta", "London", "Moscow", "Reykjavik"])
    }

    @Test(arguments: [
        #"{"cod":"404","message":"city not found"}"#,
        #"{"cod":"400","message":"Nothing to geocode"}"#,
        #"{"cod":401,"message":"Invalid API key."}"#,
        "<html>500 Internal Server Error</html>",
        "",
    ])
    func errorBodiesDoNotDecode(body: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(WeatherDetail.self, from: Data(body.utf8)) }
    }

    @Test func placeholderIsTellable() {
        #expect(WeatherDetail.placeholder.isPlaceholder)
        #expect(WeatherDetail.placeholder.description == "placeholder")
    }

    @Test(arguments: [
        ("Moscow", 200), ("moscow", 200), ("  London ", 200), ("Atlantis", 404), ("", 400), ("   ", 400),
    ])
    func offlineAnswersAsTheServiceDoes(city: String, status: Int) {
        #expect(WeatherSamples.answer(for: city).status == status)
    }

    @Test func urlIsPercentEncodedMetricAndKeyed() throws {
        let api = CombineMVVMLesson.offlineAPI(DispatchQueue.test)
        let url = try #require(api.absoluteURL(city: "Nizhny Novgorod"))
        #expect(url.absoluteString == "https://api.openweathermap.org/data/2.5/weather?appid=offline&q=Nizhny%20Novgorod&units=metric")
        #expect(RequestLog.redacted(url) == "https://api.openweathermap.org/data/2.5/weather?appid=***&q=Nizhny%20Novgorod&units=metric")
    }

    @Test func keyNeverShowsItself() {
        let key = APIKey("sekrit-123")
        #expect("\(key)" == "***")
        #expect(String(reflecting: key) == "APIKey(***)")
        #expect(Mirror(reflecting: key).children.isEmpty)
        var dumped = ""
        dump(key, to: &dumped)
        #expect(!dumped.contains("sekrit"))
    }

    @Test func keyComesFromTheEnvironmentOnly() {
        APIKey.$environment.withValue(["OPENWEATHER_API_KEY": "  sekrit-123 \n"]) {
            let api = WeatherAPI(apiKey: APIKey.fromEnvironment()!, transport: FetchTransport(timeout: 1),
                                 scheduler: DispatchQueue.test.eraseToAnyScheduler())
            #expect(api.absoluteURL(city: "X")!.absoluteString.contains("appid=sekrit-123&"))
        }
        APIKey.$environment.withValue([:]) { #expect(APIKey.fromEnvironment() == nil) }
        APIKey.$environment.withValue(["OPENWEATHER_API_KEY": "  "]) { #expect(APIKey.fromEnvironment() == nil) }
    }
}
