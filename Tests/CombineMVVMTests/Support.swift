import Foundation
import OpenCombine
import OpenCombineDispatch
import PlaygroundKit
@testable import PlaygroundKit
import Testing
import TestSupport
@testable import CombineMVVM

/// A shell with only this lesson in its catalog, opened on it, with no API key in sight
/// whatever the environment of the test run holds.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: CombineMVVMLesson.self)
}

/// An offline view model on its own test scheduler, with the log of its requests.
func offlineViewModel() -> (TempViewModel, MainScheduler, RequestLog) {
    let scheduler = DispatchQueue.test
    let log = RequestLog()
    let api = CombineMVVMLesson.offlineAPI(scheduler, log: log)
    return (TempViewModel(api: api, scheduler: scheduler.eraseToAnyScheduler()), scheduler, log)
}

/// Keeps a subscription alive while a test waits for it.
final class Keeper: @unchecked Sendable {
    var cancellable: AnyCancellable?
}

/// The first value `publisher` delivers, waiting as long as it takes (tests bound it with timeouts).
func firstValue(of publisher: AnyPublisher<WeatherDetail, Never>) async -> WeatherDetail {
    let keeper = Keeper()
    let value = await withCheckedContinuation { continuation in
        keeper.cancellable = publisher.first().sink { continuation.resume(returning: $0) }
    }
    withExtendedLifetime(keeper) {}
    return value
}

/// Turns a test scheduler until `done()` or `seconds` of real time have passed (time this task
/// was kept waiting for a thread does not count: ``WaitBudget``): for answers that come from
/// another thread and hop onto the scheduler.
func pump(_ scheduler: MainScheduler, seconds: Double = 45, until done: () -> Bool) async {
    var budget = WaitBudget(.seconds(seconds))
    while !done() {
        turn(scheduler)
        guard budget.goOn() else { return }
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// `advance(by:)` from synchronous code: in an async function the compiler picks the
/// scheduler's `@MainActor async` overload instead.
func turn(_ scheduler: MainScheduler, by stride: DispatchQueue.OCombine.SchedulerTimeType.Stride = .zero) {
    scheduler.advance(by: stride)
}

/// The lesson a scripted shell has open.
func liveLesson(_ shell: ScriptedShell) throws -> CombineMVVMLesson {
    try #require(shell.shell.current?.lesson as? CombineMVVMLesson)
}

/// The lines of a marble diagram of `TempViewModel`'s chain (`ChainMarbles`), top to bottom.
let chainLines = ["$city", "debounce(500ms)", "removeDuplicates", "request", "currentWeather"]

/// The values on the line called `name`, each with its time in milliseconds: `Moscow@800`.
func values(_ diagram: MarbleDiagram, _ name: String) -> [String] {
    guard let stream = diagram.streams.first(where: { $0.name == name }) else { return ["no line \(name)"] }
    return stream.events.compactMap { event in
        guard case .value(let label) = event.kind else { return nil }
        return "\(label)@\(Int(event.time / .milliseconds(1)))"
    }
}
