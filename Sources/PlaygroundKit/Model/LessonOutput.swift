import Foundation

/// Where a lesson's `print` goes while a step or a lesson command runs.
///
/// Each lesson module declares a module-level `print` (see any lesson's `Print.swift`) that shadows
/// `Swift.print` and calls `LessonOutput.write(_:)`, so lesson code prints the way the articles do
/// and the shell still captures every line. The buffer is bound with a task-local value, so lessons
/// run in parallel (as tests do) never mix their output.
///
/// Print only from the thread that runs the step: threads a step starts do not inherit the binding,
/// and their output order would not be deterministic anyway. Collect results and print after joining.
///
/// `@unchecked Sendable`: `buffer` is only touched under `lock`. (An `NSLock`, not a
/// `Synchronization.Mutex`: ThreadSanitizer on Linux reports false races inside `Mutex`.)
public final class LessonOutput: @unchecked Sendable {
    @TaskLocal static var current: LessonOutput?

    private let lock = NSLock()
    private var buffer = ""
    /// Written straight to standard output instead of kept (see ``forwardingToStandardOutput(_:)``).
    private let forwards: Bool

    public init() {
        forwards = false
    }

    private init(forwarding: Bool) {
        forwards = forwarding
    }

    /// Runs `body` with what lesson code prints written straight to standard output, in order with
    /// `Swift.print`: a Swift cell runs in the shell's process, and its output is captured as a whole.
    public static func forwardingToStandardOutput<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(LessonOutput(forwarding: true)) { try body() }
    }

    /// Everything written so far.
    public var text: String { lock.withLock { buffer } }

    /// Appends to the output of whatever step or command is running on this thread. Text written
    /// with nothing running (from a stray thread) goes to `stray`, which the shell reports.
    public static func write(_ text: String) {
        if let current {
            current.append(text)
        } else if StandardOutputSwitch.shared.isOn {
            Swift.print(text, terminator: "")
        } else {
            stray.append(text)
        }
    }

    /// From now on, text written with nothing running goes straight to standard output, in order
    /// with `Swift.print`. For the programs a Swift cell or an exercise check runs in, which
    /// capture nothing; the shell itself never calls it.
    public static func writeStrayToStandardOutput() {
        StandardOutputSwitch.shared.turnOn()
    }

    /// Output written where no step was running; the shell reports it after each command.
    /// Task-local (one process-wide buffer by default) so a test can watch a buffer of its own.
    @TaskLocal public static var stray = LessonOutput()

    func append(_ text: String) {
        if forwards {
            Swift.print(text, terminator: "")
            return
        }
        lock.withLock { buffer += text }
    }

    /// Takes the text out of the buffer, leaving it empty.
    func drain() -> String {
        lock.withLock {
            defer { buffer = "" }
            return buffer
        }
    }

    /// Runs `body` with `print` captured into a fresh buffer; returns what was printed and what was thrown.
    static func capture(_ body: () throws -> Void) -> (text: String, error: (any Error)?) {
        let output = LessonOutput()
        var failure: (any Error)?
        $current.withValue(output) {
            do { try body() } catch { failure = error }
        }
        return (output.text, failure)
    }
}

extension LessonOutput {
    /// The `print` the lesson modules forward to: same parameters as `Swift.print`.
    public static func print(_ items: [Any], separator: String, terminator: String) {
        // Most lesson prints are one interpolated String. `"\(item)"` would ask the runtime whether
        // its type conforms to TextOutputStreamable, CustomStringConvertible and more, and the first
        // ask for each type scans every conformance in the binary: a String is taken as it is.
        write(items.map { $0 as? String ?? "\($0)" }.joined(separator: separator) + terminator)
    }
}

/// Whether stray lesson output goes to standard output (only in cell and check programs).
final class StandardOutputSwitch: @unchecked Sendable {
    static let shared = StandardOutputSwitch()
    private let lock = NSLock()
    private var on = false

    var isOn: Bool { lock.withLock { on } }
    func turnOn() { lock.withLock { on = true } }
}
