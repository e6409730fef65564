import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit
@testable import SwiftCells

/// After a pass the shell says what comes next; while `watch` runs it never asks for a 'check'.
@Suite struct ExerciseNextTests {
    @Test func aPassNamesTheNextExerciseThenTheNextLesson() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try bench.write(bench.exercise.solution)
        let first = bench.shell.sendPlain("check")
        #expect(!first.failed, "\(first.text)")
        let second = bench.lesson.exercises[1]
        #expect(first.text.contains("Next: 'exercise 2' (\(second.title))."), "\(first.text)")

        // The others passed already: the next lesson with exercises to do comes next.
        for exercise in bench.lesson.exercises.dropFirst() {
            bench.shell.shell.progress.saved.markPassed(lesson: "di", exercise: exercise.id)
        }
        let last = bench.shell.sendPlain("check")
        #expect(!last.failed, "\(last.text)")
        let next = try #require(Catalog.standard.lessons.first { $0.id == "type-erasure" })
        #expect(last.text.contains("That was the last exercise of di to pass. Next: 'open type-erasure' (\(next.title)), then 'exercises'."), "\(last.text)")
        #expect(!last.text.contains("Next: 'exercise"))
    }

    @Test func aPassWhenEveryExerciseIsDoneSaysSo() throws {
        let bench = try ExerciseBench()
        for lesson in Catalog.standard.lessons {
            for exercise in lesson.exercises { bench.shell.shell.progress.saved.markPassed(lesson: lesson.id, exercise: exercise.id) }
        }
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try bench.write(bench.exercise.solution)
        let passed = bench.shell.sendPlain("check")
        #expect(passed.text.contains("That was the last exercise of di to pass, and of every lesson: well done."), "\(passed.text)")
    }

    /// A file that does not compile, under `watch`: fix and save, not "'check' again".
    @Test func watchingACompileErrorAsksForASaveNotACheck() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try bench.write("this is not Swift\n")
        bench.fakes.waiting = { _ in .interrupted }
        let watched = bench.shell.send("watch")
        let shown = bench.fakes.shown.joined()
        #expect(shown.contains("does not compile: fix what the compiler says ('hint' helps)\nWatching \(bench.file.path): save it to check again"), "\(shown)")
        #expect(!shown.contains("'check' again"), "\(shown)")
        #expect(watched.text.plain.contains("Stopped watching."))
        let checked = bench.shell.send("check")
        #expect(checked.text.plain.contains("does not compile: fix what the compiler says, then 'check' again ('hint' helps)"), "\(checked.text.plain)")
    }
}
