import Foundation
import PlaygroundKit
import TestSupport
@testable import DependencyInjection

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: DILesson.self)
}

/// What a step printed (see `Shell.Response.stepOutput` in TestSupport).
func stepOutput(_ response: Shell.Response) -> String {
    response.stepOutput
}

/// Wraps a container and writes down every type resolved through it, without printing (printing
/// outside a running step would land in `LessonOutput.stray`).
final class RecordingContainer: IContainer, Sendable {
    private let base = SafeContainer()
    private let log = LockedList<String>()

    var resolved: [String] { log.items }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        log.append("\(T.self)")
        return base.resolve(args: args)
    }
}

/// Reads a private stored property the way `inspect` does.
func peek(_ name: String, of object: AnyObject) -> AnyObject? {
    Mirror(reflecting: object).descendant(name) as AnyObject?
}

/// Runs `body` on `threads` threads at once and returns what each produced.
func concurrently<T: Sendable>(threads: Int, _ body: @Sendable () -> T) -> [T] {
    let results = LockedList<T>()
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        results.append(body())
    }
    return results.items
}

/// A list threads append to. `NSLock`, not `Mutex`: on Linux `Mutex` locks with a futex the
/// thread sanitizer cannot see, and it reports the appends as races (see tsan-suppressions.txt).
final class LockedList<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T] = []

    func append(_ item: T) { lock.withLock { storage.append(item) } }
    var items: [T] { lock.withLock { storage } }
}

/// The number of the step with heading id `id` (`{#race-hole}`), so that tests survive steps
/// being added or split.
func step(_ id: String) -> Int {
    let steps = DILesson(context: LessonContext()).steps
    guard let index = steps.firstIndex(where: { $0.id == id }) else {
        fatalError("no step '\(id)' in lesson di")
    }
    return index + 1
}
