import Foundation
import PlaygroundKit
import Synchronization
import TestSupport
@testable import Events

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: EventsLesson.self)
}

/// What a step printed (see `Shell.Response.stepOutput` in TestSupport).
func stepOutput(_ response: Shell.Response) -> String {
    response.stepOutput
}

/// A thread-safe list of what handlers did, in the order they did it.
final class Log: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A subscriber that writes down what it hears in a shared log, without printing (printing
/// outside a running step would land in `LessonOutput.stray`).
final class Recorder {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func hear(_ value: String) { log.append("\(name): \(value)") }
}

extension Event where Args == String {
    /// Subscribes `recorder` with the plain handler most tests use.
    func subscribe(_ recorder: Recorder) {
        subscribe(recorder) { this, value in this.hear(value) }
    }
}

/// Keeps objects alive for as long as it lives.
final class KeepAlive {
    var objects: [AnyObject] = []
}

/// A suite whose tests record into `log` through recorders kept alive until the test ends: the
/// event holds them weakly, and an optimized build may end a local's life right after its last
/// use. Swift Testing makes a new instance of the suite for each test.
protocol RecordingSuite {
    var log: Log { get }
    var kept: KeepAlive { get }
}

extension RecordingSuite {
    func recorders(_ names: String...) -> [Recorder] {
        let made = names.map { Recorder($0, log: log) }
        kept.objects += made
        return made
    }
}
