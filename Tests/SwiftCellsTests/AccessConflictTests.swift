import LessonCatalog
import Testing
@testable import PlaygroundKit
@testable import SwiftCells

/// A simultaneous access in an exercise: the runtime's report read in the learner's terms, at the
/// learner's line, which only the program's line tables know.
@Suite struct AccessConflictTests {
    /// What the runtime and the backtracer print (Swift 6.3, Linux), addresses shortened.
    static let report = """
        checks: started
        Simultaneous accesses to 0x564ba5d323f0, but modification requires exclusive access.
        Previous access (a modification) started at program`<unavailable> + 22416 (0x564ba2081790).
        Current access (a read) started at:
        0    libswiftCore.so                    0x00007f1ca526d6a8 <unavailable> + 4642472
        1    libswiftCore.so                    0x00007f1ca526d7b0 swift_beginAccess + 66
        2    program                            0x0000564ba2081801 <unavailable> + 22529
        3    program                            0x0000564ba20804b8 <unavailable> + 17592
        4    libPlaygroundCells.so              0x00007f1ca308e8f0 Event.raise(_:) + 803
        5    program                            0x0000564ba208194b <unavailable> + 22859
        Fatal access conflict detected.

        *** Signal 6: Backtracing from 0x7f1ca2aa8eec... done ***

        *** Program crashed: Aborted at 0x0000000000006462 ***

        Thread 0 "program" crashed:

          0  0x00007f1ca2aa8eec __pthread_kill_implementation + 268 in libc.so.6
        ...
        """

    @Test func theReportGivesTheKindsAndTheProgramsOffsets() throws {
        let conflict = try #require(AccessConflict.read(Self.report, image: "program"))
        #expect(conflict.previous == "a modification")
        #expect(conflict.current == "a read")
        #expect(conflict.previousOffsets == [22416])
        #expect(conflict.currentOffsets == [22529, 17592, 22859])
        #expect(AccessConflict.read("Fatal error: Index out of range", image: "program") == nil)
    }

    @Test func theCrashReadsAsASimultaneousAccessAndHidesTheRawFrames() {
        let crash = OutputReading.crash(Self.report, files: ["Observable.swift"])
        #expect(crash.printed == "checks: started")
        #expect(crash.message.hasPrefix("simultaneous access: a read of a variable while a modification of it was still under way"), "\(crash.message)")
        #expect(crash.location == nil, "the report has offsets, not lines")
    }

    /// The exercise's own warning, taken literally: the handler reads `viewModel.orders` back
    /// while the write that raised the event is still under way.
    @Test func aHandlerReadingBackThePropertyIsNamedAtItsLine() throws {
        let lesson = try #require(Catalog.standard.lessons.first { $0.id == "property-wrappers" })
        let exercise = try #require(lesson.exercises.first { $0.id == "observable" })
        let wrong = exercise.solution.replacingOccurrences(of: "this.rows = orders.map(\\.name)", with: "this.rows = this.viewModel.orders.map(\\.name)")
        try #require(wrong != exercise.solution)
        let line = try #require(wrong.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("this.viewModel.orders") }) + 1
        let report = SwiftRunner().check(CheckRequest(lesson: lesson, exercise: exercise, code: wrong))
        guard case .crashed(let message, let location) = report.run.ending else {
            Issue.record("the checks did not crash: \(report.run.ending)")
            return
        }
        #expect(message.hasPrefix("simultaneous access: a read"), "\(message)")
        #expect(location?.file == exercise.fileName && location?.line == line, "\(String(describing: location))")
        #expect(!report.run.output.contains("<unavailable>"), "\(report.run.output)")
        #expect(report.results.contains { $0.status == .crashed })
    }
}
