import Foundation

/// The progress file's format: pretty-printed JSON with sorted keys and sorted lists, so the file is small,
/// readable, and the same progress always gives the same bytes. Within a version, fields other than `version` may
/// be missing (they read as empty), and unknown fields are ignored. Every value is checked once read (see
/// `Progress+Validation.swift`: no negative or absurd counts, no empty ids): a file that breaks a rule is damaged.
/// For example (with short lists on one line
/// here; the file puts every value on a line of its own):
///
/// ```json
/// {
///   "last" : { "lessonID" : "bindings", "step" : 3 },
///   "lastLesson" : "bindings",
///   "lessons" : {
///     "bindings" : {
///       "exercise" : "counter",
///       "exercisesPassed" : [ "counter" ],
///       "failedChecks" : { "counter" : 2 },
///       "hintsShown" : { },
///       "lastStep" : 3,
///       "latestChecks" : { "counter" : { "failed" : 0, "total" : 4 } },
///       "stepsSeen" : [ "intro", "observable" ]
///     }
///   },
///   "version" : 1
/// }
/// ```
///
/// `lastLesson`, `lastStep`, `exercise` and `latestChecks` came later within version 1: they are written only when
/// they hold something, so a file without them reads as before, and an older playground reading a newer file
/// ignores them (and finds where to resume in `last`, which keeps its old meaning).
extension Progress {
    private enum CodingKeys: String, CodingKey {
        case version, last, lastLesson, lessons
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            version: try container.decode(Int.self, forKey: .version),
            last: try container.decodeIfPresent(Position.self, forKey: .last),
            lastLesson: try container.decodeIfPresent(String.self, forKey: .lastLesson),
            lessons: try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(last, forKey: .last)
        try container.encodeIfPresent(lastLesson, forKey: .lastLesson)
        try container.encode(lessons, forKey: .lessons)
    }

    /// What the bytes of a progress file hold.
    enum Reading: Equatable {
        /// Progress this playground can use.
        case usable(Progress)
        /// Not a progress file this playground understands; `reason` completes "could not be read (...)".
        case damaged(reason: String)
        /// A progress file from a newer playground, with this format version.
        case newer(version: Int)
    }

    /// The file's bytes for this progress, ending with a newline.
    func fileContents() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a progress file's bytes: the version first (a newer file may have any shape), then the rest.
    static func read(fileContents data: Data) -> Reading {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return .damaged(reason: data.isEmpty ? "it is empty" : "it holds only blank space")
        }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch let error as DecodingError {
            return .damaged(reason: describe(error))
        } catch {
            return .damaged(reason: "it is not valid JSON")
        }
        if version > currentVersion {
            return .newer(version: version)
        }
        guard version >= 1 else {
            return .damaged(reason: "its format version \(version) is not one this playground knows")
        }
        do {
            let progress = try decoder.decode(Progress.self, from: data)
            if let problem = progress.validationProblem() { return .damaged(reason: problem) }
            return .usable(progress)
        } catch let error as DecodingError {
            return .damaged(reason: describe(error))
        } catch {
            return .damaged(reason: "it is not valid JSON")
        }
    }

    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// Completes "could not be read (...)" for a decoding failure, naming the place in the file.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.isEmpty
                ? "it is not a JSON object"
                : "\(place(context.codingPath)) has the wrong kind of value"
        default:
            if case .dataCorrupted(let context) = error, !context.codingPath.isEmpty {
                return "\(place(context.codingPath)) holds a value that does not fit"
            }
            return "it is not valid JSON"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        "`" + path.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".") + "`"
    }
}

extension LessonProgress {
    private enum CodingKeys: String, CodingKey {
        case stepsSeen, exercisesPassed, failedChecks, hintsShown, lastStep, exercise, latestChecks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            stepsSeen: Set(try container.decodeIfPresent([String].self, forKey: .stepsSeen) ?? []),
            exercisesPassed: Set(try container.decodeIfPresent([String].self, forKey: .exercisesPassed) ?? []),
            failedChecks: try container.decodeIfPresent([String: Int].self, forKey: .failedChecks) ?? [:],
            hintsShown: try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:],
            lastStep: try container.decodeIfPresent(Int.self, forKey: .lastStep),
            exercise: try container.decodeIfPresent(String.self, forKey: .exercise),
            latestChecks: try container.decodeIfPresent([String: CheckTally].self, forKey: .latestChecks) ?? [:]
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stepsSeen.sorted(), forKey: .stepsSeen)
        try container.encode(exercisesPassed.sorted(), forKey: .exercisesPassed)
        try container.encode(failedChecks, forKey: .failedChecks)
        try container.encode(hintsShown, forKey: .hintsShown)
        try container.encodeIfPresent(lastStep, forKey: .lastStep)
        try container.encodeIfPresent(exercise, forKey: .exercise)
        if !latestChecks.isEmpty { try container.encode(latestChecks, forKey: .latestChecks) }
    }
}
