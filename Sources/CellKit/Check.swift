/// One check of an exercise: a name that says, in the learner's terms, what must hold, and a body
/// that throws ``CheckFailure`` (through ``expect(_:_:)`` and friends) when it does not.
///
/// An exercise's `Checks.swift` declares them in a function the check program calls:
///
/// ```swift
/// import CellKit
///
/// func checks() -> [Check] {
///     [
///         Check("resolving a singleton twice gives the same instance") {
///             let container = Container()
///             container.register(.singleton) { Analytics() }
///             let first: Analytics = container.resolve()
///             let second: Analytics = container.resolve()
///             try expect(first === second, "resolve made a second Analytics: keep the first one and return it")
///         },
///     ]
/// }
/// ```
///
/// The checks run in a child process, one after another, in order. A failed expectation ends its
/// check and the next one runs; a trap (`nil!`, an index out of range) ends the program, and the
/// playground reports the check that was running and the learner's line that trapped.
public struct Check: Sendable {
    public let name: String
    let body: @Sendable () throws -> Void

    public init(_ name: String, _ body: @escaping @Sendable () throws -> Void) {
        self.name = name
        self.body = body
    }
}

/// A check that did not hold, with what to tell the learner.
public struct CheckFailure: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Fails the running check with `message` unless `condition` holds.
public func expect(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String) throws {
    guard try condition() else { throw CheckFailure(message()) }
}

/// Fails the running check unless `actual == expected`; the message ends with both values.
public func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ message: @autoclosure () -> String) throws {
    guard actual == expected else {
        throw CheckFailure("\(message()) (expected \(describe(expected)), got \(describe(actual)))")
    }
}

/// Fails the running check with `message`.
public func fail(_ message: String) throws -> Never {
    throw CheckFailure(message)
}

func describe(_ value: Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
}
