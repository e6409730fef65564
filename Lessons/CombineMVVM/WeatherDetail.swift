/// The article's model: the parts of OpenWeatherMap's current-weather answer the app uses.
/// `Codable` turns the JSON into this in two lines; fields the model leaves out are ignored.
struct WeatherDetail: Codable, Identifiable, Equatable {
    struct Main: Codable, Equatable {
        var temp: Double        // °C, because the request asks for units=metric
        var humidity: Int       // %
    }

    struct Weather: Codable, Equatable {
        var main: String        // "Clouds"
        var description: String // "overcast clouds"
    }

    struct Wind: Codable, Equatable {
        var speed: Double       // m/s with units=metric
    }

    // @snippet weather-detail-fields
    var id: Int                 // OpenWeatherMap's city id: Identifiable
    var name: String
    var main: Main
    var weather: [Weather]
    var wind: Wind
    // @end weather-detail-fields

    /// What the screen shows before the first answer and after any failure. No real city
    /// has id 0, so the placeholder can be told apart from a city at 0 °C.
    // @snippet placeholder
    static let placeholder = WeatherDetail(
        id: 0, name: "", main: Main(temp: 0, humidity: 0), weather: [],
        wind: Wind(speed: 0))

    var isPlaceholder: Bool { id == 0 }
    // @end placeholder
}

extension WeatherDetail: CustomStringConvertible {
    /// "Moscow: 7.2 °C, overcast clouds, humidity 71%, wind 3.4 m/s", or "placeholder".
    var description: String {
        guard !isPlaceholder else { return "placeholder" }
        let sky = weather.first.map { ", \($0.description)" } ?? ""
        return "\(name): \(Self.celsius(main.temp))\(sky), humidity \(main.humidity)%, wind \(Self.oneDecimal(wind.speed)) m/s"
    }

    /// "7.2 °C"; the same on every machine (no locale).
    static func celsius(_ value: Double) -> String {
        "\(oneDecimal(value)) °C"
    }

    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
