import Foundation
import PlaygroundKit
@preconcurrency import Platform

/// What a Swift cell, loaded into the shell's own process, reaches the live lesson through.
///
/// A cell is compiled into a library of its own and run where the shell runs (see `LiveCellRunner`
/// in SwiftCells). Its code names the lesson's live objects as variables; each variable asks the
/// host for the object `inspect` lists under that name, as it is now. The shell sets the host
/// before a cell runs; nothing else does, so a program without a shell (a test) has none.
public enum CellHost {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lookUp: (@Sendable (String) -> Any?)?

    /// Where live objects come from from now on (the shell's open lesson); nil: nowhere.
    public static func setLiveObjects(_ source: (@Sendable (String) -> Any?)?) {
        lock.withLock { lookUp = source }
    }

    /// The live object `inspect` calls `name`, as it is now. A cell's variable for it casts it to
    /// the type the lesson declared.
    public static func object(_ name: String) -> Any {
        let source = lock.withLock { lookUp }
        guard let value = source?(name) else {
            fatalError("the lesson has no live object '\(name)' now ('inspect' lists them)")
        }
        return value
    }

    /// Shows a cell's last value as `inspect` shows objects, with its static type: `res3: Int = 5`.
    /// A `Void` value shows nothing.
    public static func echo<Value>(_ value: Value, name: String) {
        if Value.self == Void.self { return }
        fflush(nil)
        let type = typeName(Value.self)
        let dump = Inspector.dump(value, maxDepth: 4)
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count <= 1 {
            Swift.print("\(name): \(type) = \(dump)")
        } else {
            Swift.print("\(name): \(type) =")
            for line in lines { Swift.print("  " + line) }
        }
        fflush(nil)
    }

    /// A static type as a learner writes it: `Int`, `[String]`, `Container`, without modules.
    static func typeName<Value>(_ type: Value.Type) -> String {
        _typeName(type, qualified: false)
    }
}
