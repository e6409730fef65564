import Foundation
import OpenCombine

/// `decode(type:decoder:)` takes a `TopLevelDecoder`. OpenCombineFoundation makes `JSONDecoder`
/// one, but that module brings `URLSession` and so FoundationNetworking into every program that
/// links it: the lesson says it here instead (`WeatherAPI` decodes with it).
extension JSONDecoder: @retroactive TopLevelDecoder {}
