import Foundation

/// The OpenWeatherMap answers that ship with the lesson (`Samples/*.json`, a bundle resource),
/// and the error bodies the real service sends for an unknown or empty city.
enum WeatherSamples {
    /// The sample files' names: "jakarta", "london", ...
    static let fileNames: [String] = {
        guard let folder = Bundle.module.url(forResource: "Samples", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The cities the samples know, as a user types them: "Jakarta", "London", ...
    static var cities: [String] { fileNames.map(\.capitalized) }

    /// The body of `<name>.json`.
    static func body(named name: String) -> Data? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Samples") else { return nil }
        return try? Data(contentsOf: url)
    }

    /// What OpenWeatherMap answers for `city`: a status and a JSON body.
    static func answer(for city: String) -> (status: Int, body: Data) {
        let name = city.trimmingCharacters(in: .whitespaces).lowercased()
        if name.isEmpty {
            return (400, Data(#"{"cod":"400","message":"Nothing to geocode"}"#.utf8))
        }
        if fileNames.contains(name), let body = body(named: name) {
            return (200, body)
        }
        return (404, Data(#"{"cod":"404","message":"city not found"}"#.utf8))
    }
}
