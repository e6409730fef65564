import Foundation

/// An OpenWeatherMap API key that never shows itself: not in `print`, not in `inspect`, not
/// in the request log. Only `WeatherAPI.absoluteURL` reads the value, to build the request.
struct APIKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    // @snippet api-key-hidden
    fileprivate let value: String
    var description: String { "***" }
    var debugDescription: String { "APIKey(***)" }
    var customMirror: Mirror { Mirror(self, children: []) }
    // @end api-key-hidden

    init(_ value: String) {
        self.value = value
    }

    /// The environment variable a user sets to try the real service.
    static let variable = "OPENWEATHER_API_KEY"

    /// Lets tests pretend the environment is something else; nil means the real one.
    @TaskLocal static var environment: [String: String]?

    /// The key from `OPENWEATHER_API_KEY`, or nil. The only place the lesson reads the
    /// environment, and only when a user asks for the live service (`service live`).
    static func fromEnvironment() -> APIKey? {
        let variables = environment ?? ProcessInfo.processInfo.environment
        guard let text = variables[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        return APIKey(text)
    }
}

extension URLQueryItem {
    /// The `appid` query item, with the key's value.
    static func appid(_ key: APIKey) -> URLQueryItem {
        URLQueryItem(name: "appid", value: key.value)
    }
}
