import Foundation
import PlaygroundKit

/// Where the teacher is: a lesson and a step (0 before the first).
public struct RoomPosition: Sendable, Equatable, Codable {
    public var lesson: String
    public var step: Int

    public init(lesson: String, step: Int) {
        self.lesson = lesson
        self.step = step
    }
}

/// What `GET /api/state` answers: the teacher's latest move and how it was reached.
public struct RoomState: Sendable, Equatable, Codable {
    /// Counts the teacher's moves since the server started; 0 before the first.
    public var version: Int
    /// Chosen anew each time the teacher starts the room: a follower that sees it change knows
    /// the teacher restarted.
    public var instance: String
    /// The latest move; nil before the first.
    public var move: ShellMove?
    /// Where the teacher was before the latest move; nil before it.
    public var from: RoomPosition?

    public init(version: Int, instance: String, move: ShellMove?, from: RoomPosition?) {
        self.version = version
        self.instance = instance
        self.move = move
        self.from = from
    }
}

/// A follower's own progress (`POST /api/attendee`): nothing else about the attendee is sent.
public struct AttendeeReport: Sendable, Equatable, Codable {
    /// A random token the follower made when it started: tells two attendees of one name apart.
    public var id: String
    /// The display name the attendee chose.
    public var name: String
    /// The lesson open, and the step (0 before the first); no lesson: nil and 0.
    public var lesson: String?
    public var step: Int
    /// Following the teacher, or moved on their own.
    public var following: Bool
    /// Failed checks of the exercise they are on, and for how long (seconds since the first
    /// failed one, 0 when none failed).
    public var failedChecks: Int
    public var stuckSeconds: Int

    public init(id: String, name: String, lesson: String?, step: Int, following: Bool, failedChecks: Int, stuckSeconds: Int) {
        self.id = id
        self.name = name
        self.lesson = lesson
        self.step = step
        self.following = following
        self.failedChecks = failedChecks
        self.stuckSeconds = stuckSeconds
    }
}

extension AttendeeReport {
    enum CodingKeys: String, CodingKey {
        case id, name, lesson, step, following, failedChecks, stuckSeconds
    }

    /// Every key, `lesson` as null when no lesson is open: the room refuses a report without it.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(name, forKey: .name)
        try values.encode(lesson, forKey: .lesson)
        try values.encode(step, forKey: .step)
        try values.encode(following, forKey: .following)
        try values.encode(failedChecks, forKey: .failedChecks)
        try values.encode(stuckSeconds, forKey: .stuckSeconds)
    }
}

/// The teacher's control (`POST /api/move`, with the control secret in `X-Room-Control`): a move
/// for the teacher's shell to make. On the wire, `{"command": "run 3"}`; here, read and checked,
/// the typed ``Move``.
public struct MoveRequest: Sendable, Equatable {
    public var move: Move

    public init(move: Move) {
        self.move = move
    }

    /// As the wire says it: `next`, `run 3`.
    public var command: String { move.described }
}

/// Why a client's message was refused: its status and one line for the teacher's log.
public struct RoomRefusal: Error, Sendable, Equatable {
    public var status: Int
    public var reason: String

    public init(status: Int, _ reason: String) {
        self.status = status
        self.reason = reason
    }
}

/// Reading what clients send: strict JSON (no unknown or missing keys, no wrong types), then the
/// values checked against the lessons there are.
public enum RoomMessages {
    /// The largest body the room reads.
    public static let maxBodyBytes = 4096
    /// A display name: 1 to 32 printable characters, in at most 128 bytes of UTF-8 (a character
    /// can hold any number of combining marks: the bytes bound what one name costs to show).
    public static let maxNameLength = 32
    public static let maxNameBytes = 128
    static let maxIDLength = 64

    /// The lessons there are: id → number of steps.
    public typealias Lessons = [String: Int]

    public static func attendee(from body: Data, lessons: Lessons) throws(RoomRefusal) -> AttendeeReport {
        let wire = try decode(StrictAttendee.self, from: body).report
        guard (8...maxIDLength).contains(wire.id.count), wire.id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw RoomRefusal(status: 400, "an attendee id is 8 to \(maxIDLength) letters, digits or dashes")
        }
        var report = wire
        report.name = wire.name.trimmingCharacters(in: .whitespaces)
        if let problem = nameProblem(report.name) { throw RoomRefusal(status: 400, problem) }
        if let lesson = report.lesson {
            guard let count = lessons[lesson] else { throw RoomRefusal(status: 400, "no lesson '\(lesson.prefix(32))'") }
            guard (0...count).contains(report.step) else { throw RoomRefusal(status: 400, "step \(report.step) is not in \(lesson) (0 to \(count))") }
        } else if report.step != 0 {
            throw RoomRefusal(status: 400, "step must be 0 with no lesson open")
        }
        guard (0...100_000).contains(report.failedChecks), (0...10_000_000).contains(report.stuckSeconds) else {
            throw RoomRefusal(status: 400, "failedChecks or stuckSeconds out of range")
        }
        return report
    }

    public static func move(from body: Data) throws(RoomRefusal) -> MoveRequest {
        let command = try decode(StrictMove.self, from: body).command.trimmingCharacters(in: .whitespaces)
        guard command.count <= 64, !command.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw RoomRefusal(status: 400, "a command is one short line")
        }
        let words = command.split(separator: " ").map(String.init)
        let number = words.count == 2 ? Int(words[1]).flatMap { (1...10_000).contains($0) ? $0 : nil } : nil
        switch (words.first?.lowercased(), words.count) {
        case ("next", 1):
            return MoveRequest(move: .next)
        case ("back", 1):
            return MoveRequest(move: .back)
        case ("reset", 1):
            return MoveRequest(move: .reset)
        case ("run", 2) where number != nil:
            return MoveRequest(move: .run(number))
        case ("show", 2) where number != nil:
            return MoveRequest(move: .show(number))
        case ("open", 2) where words[1].count <= 40 && words[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }):
            return MoveRequest(move: .open(words[1]))
        default:
            throw RoomRefusal(status: 400, "the room takes next, back, run N, show N, open ID or reset")
        }
    }

    /// Why `name` cannot be a display name, or nil when it can.
    public static func nameProblem(_ name: String) -> String? {
        guard !name.isEmpty else { return "a name cannot be empty" }
        guard name.count <= maxNameLength else { return "a name has at most \(maxNameLength) characters" }
        guard name.utf8.count <= maxNameBytes else { return "a name has at most \(maxNameBytes) bytes of UTF-8 (combining marks count)" }
        // A letter under a pile of combining marks draws over the lines around it on every terminal.
        guard name.allSatisfy({ $0.unicodeScalars.count <= 8 }) else { return "a name has at most 7 marks on a character" }
        let printable = name.unicodeScalars.allSatisfy { scalar in
            // The joiners inside emoji and some scripts are "format" characters; bidi overrides
            // and the other invisible ones are not allowed.
            if scalar.value == 0x200C || scalar.value == 0x200D { return true }
            return switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: false
            default: true
            }
        }
        return printable ? nil : "a name has only printable characters"
    }

    // MARK: - Strict JSON

    /// Decodes `body` as `T`: too big is 413; not JSON, a wrong type, a missing or unknown key is 400.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(RoomRefusal) -> T {
        guard body.count <= maxBodyBytes else { throw RoomRefusal(status: 413, "a body of \(body.count) bytes (the room takes \(maxBodyBytes))") }
        if let problem = StrictJSON.problem(in: body) { throw RoomRefusal(status: 400, problem) }
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch let error as UnknownKey {
            throw RoomRefusal(status: 400, "unknown key '\(error.key.prefix(32))'")
        } catch DecodingError.keyNotFound(let key, _) {
            throw RoomRefusal(status: 400, "missing key '\(key.stringValue)'")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw RoomRefusal(status: 400, "wrong type for '\(context.codingPath.last?.stringValue.prefix(32) ?? "the body")'")
        } catch {
            throw RoomRefusal(status: 400, "not a JSON object")
        }
    }
}

/// Any key, to list the keys a client sent.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

struct UnknownKey: Error {
    var key: String
}

/// Refuses keys not in `allowed`.
func refuseUnknownKeys(in decoder: any Decoder, allowed: Set<String>) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let key = container.allKeys.map(\.stringValue).sorted().first(where: { !allowed.contains($0) }) { throw UnknownKey(key: key) }
}

/// An attendee's report as sent: every key there, no other (`lesson` may be null).
private struct StrictAttendee: Decodable {
    var report: AttendeeReport

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, lesson, step, following, failedChecks, stuckSeconds
    }

    init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
        let values = try decoder.container(keyedBy: CodingKeys.self)
        guard values.contains(.lesson) else {
            throw DecodingError.keyNotFound(CodingKeys.lesson, .init(codingPath: [], debugDescription: "lesson"))
        }
        report = AttendeeReport(
            id: try values.decode(String.self, forKey: .id), name: try values.decode(String.self, forKey: .name),
            lesson: try values.decodeIfPresent(String.self, forKey: .lesson), step: try values.decode(Int.self, forKey: .step),
            following: try values.decode(Bool.self, forKey: .following), failedChecks: try values.decode(Int.self, forKey: .failedChecks),
            stuckSeconds: try values.decode(Int.self, forKey: .stuckSeconds)
        )
    }
}

private struct StrictMove: Decodable {
    var command: String

    init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, allowed: ["command"])
        command = try decoder.container(keyedBy: AnyKey.self).decode(String.self, forKey: AnyKey(stringValue: "command"))
    }
}
