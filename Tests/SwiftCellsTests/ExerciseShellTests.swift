import Foundation
import LessonCatalog
import Testing
import TestSupport
@testable import PlaygroundKit
@testable import SwiftCells

/// The exercise commands in a shell whose checks compile and run for real, with the learner's
/// files in a fresh folder and the editor and the file watcher played by the test.
@Suite struct ExerciseShellTests {
    /// Added to the solution so the learner's version differs from anything the lesson has.
    static let learnersNote = "\n// my version\n"

    @Test func listStartCheckHintSolveRestartAndRestore() throws {
        let bench = try ExerciseBench()
        let shell = bench.shell
        shell.send("open di")
        let list = shell.sendPlain("exercises")
        #expect(!list.failed)
        #expect(list.text.contains("Exercises of di:"))
        for (index, exercise) in bench.lesson.exercises.enumerated() {
            #expect(list.text.contains("\(index + 1). \(exercise.title)  not started"), "\(list.text)")
        }

        let start = shell.sendPlain("exercise 1")
        #expect(!start.failed)
        #expect(start.text.contains("Exercise 1 of \(bench.lesson.exercises.count): \(bench.exercise.title)"))
        #expect(Self.words(start.text).contains(Self.words(bench.exercise.task)), "the task is not shown whole: \(start.text)")
        #expect(start.text.contains("Your file: " + bench.file.path))
        #expect(try bench.read() == bench.exercise.starter)
        #expect(shell.sendPlain("exercises").text.contains("▸ 1. \(bench.exercise.title)  started"))

        let failing = shell.send("check")
        let failingText = failing.text.plain
        guard case .checksFailed(let passed, let total)? = failing.error else {
            Issue.record("the starter's check did not fail as checks do: \(String(describing: failing.error)) \(failingText)")
            return
        }
        #expect(total > 0 && passed < total)
        #expect(failingText.contains("✗ resolving a singleton twice gives the same instance\n"), "\(failingText)")
        #expect(failingText.contains("resolve made a second Clock"), "\(failingText)")
        #expect(failingText.contains("\(passed) of \(total) checks pass"))

        let locked = shell.send("solution")
        #expect(locked.error == .exercise("the solution opens once your checks pass: 'check' runs them, 'hint' helps"))
        #expect(!locked.text.plain.contains(bench.exercise.solution))

        let hints = bench.exercise.hints
        let first = shell.sendPlain("hint")
        #expect(!first.failed)
        #expect(first.text.contains("Hint 1 of \(hints.count)"))
        #expect(Self.words(first.text).contains(Self.words(hints[0])))
        #expect(!first.text.contains("Hint 2 of"))
        let second = shell.sendPlain("hint")
        #expect(second.text.contains("Hint 1 of \(hints.count)") && second.text.contains("Hint 2 of \(hints.count)"))
        #expect(Self.words(second.text).contains(Self.words(hints[0])) && Self.words(second.text).contains(Self.words(hints[1])))
        #expect(!second.text.contains("Hint 3 of"))

        let mine = bench.exercise.solution + Self.learnersNote
        try bench.write(mine)
        let passing = shell.sendPlain("check")
        #expect(!passing.failed, "\(passing.text)")
        #expect(passing.text.contains("✓ resolving a singleton twice gives the same instance\n"))
        #expect(!passing.text.contains("✗"))
        #expect(passing.text.contains("checks pass. 'solution' shows the lesson's version."))
        let shown = shell.sendPlain("solution")
        #expect(!shown.failed)
        #expect(shown.text.contains("The lesson's \(bench.exercise.fileName):"))
        #expect(shown.text.contains(bench.exercise.solution.trimmingCharacters(in: .newlines)))
        #expect(shell.sendPlain("exercises").text.contains("1. \(bench.exercise.title)  ✓ passed"))

        let again = shell.sendPlain("exercise 1")
        #expect(!again.failed)
        #expect(again.text.contains("Your file (kept from last time; 'restore' starts over): " + bench.file.path))
        #expect(try bench.read() == mine)

        let restored = shell.sendPlain("restore")
        #expect(!restored.failed)
        let keptAside = try #require(Self.path(after: "Your version is kept as ", in: restored.text), "\(restored.text)")
        #expect(keptAside != bench.file.path)
        #expect(try String(contentsOfFile: keptAside, encoding: .utf8) == mine)
        #expect(try bench.read() == bench.exercise.starter)
        #expect(restored.text.contains("\(bench.exercise.fileName) is the starter again."))
    }

    @Test func editRunsTheChecksOnWhatTheEditorWrote() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        let solution = bench.exercise.solution
        bench.fakes.editing = { file in
            (try? solution.write(to: file, atomically: true, encoding: .utf8)) == nil ? .failed("cannot write") : .edited
        }
        let edited = bench.shell.sendPlain("edit")
        #expect(!edited.failed, "\(edited.text)")
        #expect(bench.fakes.edited == [bench.file])
        #expect(edited.text.contains("✓ resolving a singleton twice gives the same instance"))
        #expect(edited.text.contains("checks pass"))
        #expect(bench.shell.sendPlain("solution").text.contains("The lesson's \(bench.exercise.fileName):"))
    }

    @Test func editWithNoExerciseChosenRunsThePageTheEditorWrote() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.fakes.editing = { file in
            (try? "print(type(of: container))\n".write(to: file, atomically: true, encoding: .utf8)) == nil ? .failed("cannot write") : .edited
        }
        let edited = bench.shell.sendPlain("edit")
        #expect(!edited.failed, "\(edited.text)")
        #expect(edited.text == "ran di.swift: print(type(of: container))\n")
        let page = bench.workspace.root.appending(path: "pages/di.swift").path
        #expect(bench.fakes.edited.map(\.path) == [page])
        #expect(bench.fakes.handedOver.first?.hasPrefix("// The di page") == true, "\(bench.fakes.handedOver)")
        #expect(bench.shell.sendPlain("page").text.contains("print(type(of: container))"))
    }

    @Test func anEditorThatCannotStartFailsWithItsReasonAndTheShellGoesOn() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.fakes.editing = { _ in .unavailable("no editor: set VISUAL or EDITOR") }
        let page = bench.shell.send("edit")
        #expect(page.error == .editorUnavailable("no editor: set VISUAL or EDITOR"))
        #expect(page.text.plain.contains("no editor: set VISUAL or EDITOR"))
        bench.shell.send("exercise 1")
        let exercise = bench.shell.send("edit")
        #expect(exercise.error == .editorUnavailable("no editor: set VISUAL or EDITOR"))
        #expect(try bench.read() == bench.exercise.starter)
        let hint = bench.shell.sendPlain("hint")
        #expect(!hint.failed)
        #expect(hint.text.contains("Hint 1 of"))
    }

    @Test func watchChecksAgainOnEveryChangeUntilTheChecksPass() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        let solution = bench.exercise.solution
        bench.fakes.waiting = { file in
            // The first wait: the learner saves the solution. A second one would be a bug.
            guard (try? String(contentsOf: file, encoding: .utf8)) != solution else { return .interrupted }
            try? solution.write(to: file, atomically: true, encoding: .utf8)
            return .changed
        }
        let watched = bench.shell.send("watch")
        #expect(!watched.failed, "\(watched.text.plain)")
        #expect(!watched.text.plain.contains("Stopped watching."))
        #expect(bench.fakes.waitedOn == [bench.file])
        let shown = bench.fakes.shown.joined()
        let watching = try #require(shown.range(of: "Watching \(bench.file.path): save it to check again"), "\(shown)")
        #expect(shown[..<watching.lowerBound].contains("✗ resolving a singleton twice gives the same instance"))
        let after = shown[watching.upperBound...]
        #expect(after.contains("✓ resolving a singleton twice gives the same instance"))
        #expect(after.contains("checks pass. 'solution' shows the lesson's version."))
        #expect(!after.contains("✗"))
        #expect(!bench.shell.send("solution").failed)
    }

    @Test func watchStopsQuietlyOnControlC() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        bench.fakes.waiting = { _ in .interrupted }
        let watched = bench.shell.send("watch")
        #expect(watched.error == nil)
        #expect(watched.text.plain.contains("Stopped watching."))
        #expect(bench.fakes.waitedOn == [bench.file])
        #expect(bench.fakes.shown.joined().contains("✗ resolving a singleton twice gives the same instance"))
        #expect(bench.shell.sendPlain("exercises").text.contains("✗ 1 failed check run\n"))
    }

    /// `text` with every run of whitespace made one space, so wrapped lines compare to unwrapped ones.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The path that follows `prefix` on its line, without the sentence's final period.
    static func path(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix) else { return nil }
        let line = text[start.upperBound...].prefix { $0 != "\n" }
        return line.hasSuffix(".") ? String(line.dropLast()) : String(line)
    }
}

/// The learner's screen in these tests: what the fake editor and watcher do, and what they and
/// `show` were given.
final class ExerciseFakes: LearnerScreen {
    var editing: (URL) -> EditOutcome = { _ in .edited }
    var waiting: (URL) -> WaitOutcome = { _ in .interrupted }
    var edited: [URL] = []
    /// What each file held when the editor got it.
    var handedOver: [String] = []
    var waitedOn: [URL] = []
    var shown: [String] = []

    func show(_ text: StyledText) { shown.append(text.plain) }
    func confirm(_ question: String) -> Bool { false }
    func clear() -> Bool { true }

    func edit(_ file: URL) -> EditOutcome {
        edited.append(file)
        handedOver.append((try? String(contentsOf: file, encoding: .utf8)) ?? "(unreadable)")
        return editing(file)
    }

    func waitForChange(_ file: URL) -> WaitOutcome {
        waitedOn.append(file)
        return waiting(file)
    }
}

/// A shell on the standard catalog with a real runner, a workspace in a fresh temporary folder
/// (removed afterwards) and fakes for the editor, the watcher and `show`.
final class ExerciseBench {
    let folder: URL
    let workspace: Workspace
    let fakes = ExerciseFakes()
    let shell: ScriptedShell
    let lesson: any Lesson.Type
    /// di's first exercise, cached-singletons.
    let exercise: Exercise

    init() throws {
        lesson = try #require(Catalog.standard.lessons.first { $0.id == "di" })
        exercise = try #require(lesson.exercises.first)
        folder = FileManager.default.temporaryDirectory.appending(path: "exercise-shell-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        workspace = Workspace(root: folder)
        // Cells run in the live lesson only in the real shell (PlaygroundTests): here a stand-in says what it ran.
        let cells = FakeCells { request in
            CodeRun(output: "ran \(request.label): \(request.cell)", ending: .finished,
                    record: CellRecord(number: request.number, label: request.label, code: request.cell, library: "", declarations: []))
        }
        let environment = Shell.Environment(
            terminal: FakeTerminal(screen: fakes), files: LearnerFiles(workspace: workspace), checks: SwiftRunner(), cells: cells)
        shell = ScriptedShell(catalog: .standard, environment: environment)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The learner's file for di's first exercise.
    var file: URL { workspace.exerciseFile(lesson: "di", number: 1, exercise: exercise) }

    func write(_ text: String) throws {
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read() throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }
}
