import Foundation
import PlaygroundKit
import Synchronization
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
    private let log = Mutex<[String]>([])

    var resolved: [String] { log.withLock { $0 } }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        log.withLock { $0.append("\(T.self)") }
        return base.resolve(args: args)
    }
}

/// Reads a private stored property the way `inspect` does.
func peek(_ name: String, of object: AnyObject) -> AnyObject? {
    Mirror(reflecting: object).descendant(name) as AnyObject?
}

/// Runs `body` on `threads` threads at once and returns what each produced.
func concurrently<T: Sendable>(threads: Int, _ body: @Sendable () -> T) -> [T] {
    let results = Mutex<[T]>([])
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        let value = body()
        results.withLock { $0.append(value) }
    }
    return results.withLock { $0 }
}
