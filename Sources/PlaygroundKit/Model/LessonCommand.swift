/// A command a lesson adds to the shell, with arguments: `resolve OrdersVM 42`, `load 42`.
///
/// Declared like the shell's own commands (see ``CommandDeclaration``):
///
/// ```swift
/// LessonCommand("load", usage: "<customer-id>", summary: "load a customer's orders") { arguments in
///     let id = try arguments.int(0, "customer id")
///     print("Loading orders for customer '\(id)'")
/// }
/// ```
public typealias LessonCommand = CommandDeclaration

/// A problem with what the user typed. The shell shows the message (and usage) and goes on.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The arguments of a command, with typed accessors that throw clear messages.
public struct CommandArguments: Sendable, Equatable {
    public let name: String
    public let values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }

    public var count: Int { values.count }

    /// The argument at `index`, or a "missing <what>" error.
    public func string(_ index: Int, _ what: String) throws -> String {
        guard values.indices.contains(index) else { throw CommandError("missing \(what)") }
        return values[index]
    }

    /// The argument at `index` if given.
    public func optional(_ index: Int) -> String? {
        values.indices.contains(index) ? values[index] : nil
    }

    /// A whole number, or a clear error.
    public func int(_ index: Int, _ what: String, in range: ClosedRange<Int>? = nil) throws -> Int {
        let text = try string(index, what)
        guard let value = Int(text) else { throw CommandError("\(what) must be a whole number, not '\(text.shortened)'") }
        if let range, !range.contains(value) {
            throw CommandError("\(what) must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
        }
        return value
    }

    /// A duration: `500ms`, `1s`, `1.5s`, `2m`.
    public func duration(_ index: Int, _ what: String = "duration") throws -> Duration {
        let text = try string(index, what)
        guard let value = Duration(playgroundText: text) else {
            throw CommandError("\(what) must look like 500ms, 1s, 1.5s or 2m, not '\(text.shortened)'")
        }
        return value
    }

    /// Fails when more arguments were given than `limit`.
    public func expectAtMost(_ limit: Int) throws {
        if values.count > limit {
            throw CommandError("too many arguments: '\(values[limit].shortened)' and after are not expected")
        }
    }

    /// One of `choices` (case-insensitive), with a "did you mean" when it is close to one.
    public func choice(_ index: Int, _ what: String, from choices: [String]) throws -> String {
        let text = try string(index, what)
        if let match = choices.first(where: { $0.lowercased() == text.lowercased() }) { return match }
        var message = "unknown \(what) '\(text.shortened)'"
        if let guess = Suggestions.closest(to: text, in: choices) { message += " (did you mean '\(guess)'?)" }
        message += "; one of: " + choices.joined(separator: ", ")
        throw CommandError(message)
    }
}

extension String {
    /// At most 40 characters, for echoing user input in messages (a 1 MB line stays readable).
    public var shortened: String {
        count <= 40 ? self : String(prefix(37)) + "..."
    }
}
