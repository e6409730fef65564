import Foundation
import Testing
import PlaygroundKit
import TestSupport
@testable import SideTable

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: SideTableLesson.self)
}

/// The number of the step called `id`, as `run` takes it: tests name steps by id, so that a
/// step added before another does not change what they run.
func stepNumber(_ id: String) -> Int {
    let steps = SideTableLesson(context: LessonContext()).steps
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

/// A value to store in a table and watch with weak probes.
final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
}

/// Runs each test with a fresh side table as `SideTable.current`, so that what the default
/// implementations store is the test's alone: tests run in parallel, and a table they shared
/// would be purged, swept and filled by the others meanwhile.
struct OwnSideTable: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await SideTable.$current.withValue(SideTable()) {
            try await function()
        }
    }
}

extension Trait where Self == OwnSideTable {
    /// `@Suite(.ownSideTable)`: each test gets a side table of its own.
    static var ownSideTable: Self { Self() }
}
