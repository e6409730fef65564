import Foundation

/// Runs `body` on the main actor, synchronously, and returns what it returns: how a step or a
/// lesson command runs a lesson's `@MainActor` view models, screens and routers.
///
/// The shell calls steps and commands synchronously from the thread that reads its lines. In the
/// `playground` program that is the main thread: `body` then runs at once, after
/// `MainActor.assumeIsolated` has checked that it is there. Elsewhere (tests run lessons on the
/// concurrency pool, and their main queue is served by whichever thread `dispatch_main` lends it)
/// `body` runs on the main queue while this thread waits, with what the step prints still captured. Either way nothing else runs
/// between the caller's code and `body`'s, so state the step shares with `body` is never touched
/// by two threads at once.
///
/// Never call it from the main thread's own work while the main thread is blocked waiting for
/// the caller: the hop would wait forever.
public func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueue.key) == true {
        return try MainActor.assumeIsolated(body)
    }
    let output = LessonOutput.current, stray = LessonOutput.stray
    return try DispatchQueue.main.sync {
        try LessonOutput.$stray.withValue(stray) {
            try LessonOutput.$current.withValue(output) { try MainActor.assumeIsolated(body) }
        }
    }
}

/// Tells the main queue apart when a thread other than the main thread serves it.
private enum MainQueue {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
