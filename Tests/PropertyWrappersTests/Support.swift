import DependencyInjection
import PlaygroundKit
import Synchronization
import Testing
import TestSupport
@testable import PropertyWrappers

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: PropertyWrappersLesson.self)
}

/// The number of the step called `id`, as `run` takes it: tests name steps by id, so that a
/// step added before another does not change what they run.
func stepNumber(_ id: String) -> Int {
    let steps = PropertyWrappersLesson(context: LessonContext()).steps
    guard let index = steps.firstIndex(where: { $0.id == id }) else {
        Issue.record("no step '\(id)'")
        return 0
    }
    return index + 1
}

/// What a step printed (see `Shell.Response.stepOutput` in TestSupport).
func stepOutput(_ response: Shell.Response) -> String {
    response.stepOutput
}

/// Runs `body` and returns what lesson code printed meanwhile (outside a step, the lesson's
/// `print` writes to `LessonOutput.stray`, which this binds to a buffer of its own).
func printed(_ body: () throws -> Void) rethrows -> String {
    let buffer = LessonOutput()
    try LessonOutput.$stray.withValue(buffer) { try body() }
    return buffer.text
}

/// Wraps a container and writes down every type resolved through it, without printing.
final class RecordingContainer: IContainer, Sendable {
    private let base = SafeContainer()
    private let log = Mutex<[String]>([])

    var resolved: [String] { log.withLock { $0 } }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        log.withLock { $0.append("\(T.self)") }
        return base.resolve(args: args)
    }
}

/// A subscriber for events: any object will do.
final class Listener {
    var heard: [String] = []
}

/// The stored properties of `value`, as `label: Type`, in declaration order.
func storedProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.map { "\($0.label ?? "?"): \(type(of: $0.value))" }
}
