// expect: error: static property 'shared' is not concurrency-safe because non-'Sendable' type 'WeatherAPI' may have shared mutable state
// expect: note: class 'WeatherAPI' does not conform to the 'Sendable' protocol
// expect: note: add '@MainActor' to make static property 'shared' part of global actor 'MainActor'
// expect: note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
// app: compiles
final class WeatherAPI {
    static let shared = WeatherAPI()
    private var apiKey = ""
}
