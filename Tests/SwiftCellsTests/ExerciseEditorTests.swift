import Platform
import Foundation
@testable import LanguageServer
import LessonCatalog
import Testing
import TestSupport
@testable import PlaygroundKit
@testable import SwiftCells

/// An exercise folder as an editor sees it: the starter handed out into a fresh folder, the
/// compile database written for the build this test binary belongs to, and the toolchain's own
/// sourcekit-lsp asked what an editor asks (completion, diagnostics) about the learner's file.
@Suite struct ExerciseEditorTests {
    /// This build, and the sourcekit-lsp next to the compiler it used (or on PATH).
    static let build: (manifest: BuildManifest, server: String)? = {
        guard let manifest = try? BuildManifest.read(binFolder: BuildManifest.currentBinFolder()),
              case .success(let server) = LanguageServer.locate(toolchainBin: toolchainBin(manifest)) else { return nil }
        return (manifest, server)
    }()

    static func toolchainBin(_ manifest: BuildManifest) -> String {
        URL(fileURLWithPath: manifest.compiler).deletingLastPathComponent().path
    }

    /// Prints how long each step took with `PLAYGROUND_TIMINGS=1` (how the figures in docs/learners.md were measured).
    static func note(_ what: String, since start: ContinuousClock.Instant) {
        guard ProcessInfo.processInfo.environment["PLAYGROUND_TIMINGS"] == "1" else { return }
        let elapsed = ContinuousClock.now - start
        print(String(format: "sourcekit-lsp %@: %.2f s", what, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
    }

    /// A shell whose learner's folder is `workspace`, preparing editors as `playground` does.
    static func shell(_ workspace: Workspace) -> ScriptedShell {
        ScriptedShell(catalog: .standard, environment: Shell.Environment(files: LearnerFiles(workspace: workspace, editors: EditorFolders.Preparer())))
    }

    @Test(.enabled(if: build != nil, "needs this package's debug build"))
    func aDatabaseNamingAnotherBuildOrMissingIsWrittenAgain() throws {
        let build = try #require(Self.build)
        let folder = FileManager.default.temporaryDirectory.appending(path: "exercise-stale-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = Workspace(root: folder)
        let shell = Self.shell(workspace)
        shell.send("open events")
        shell.send("exercise 2")
        let exercise = try #require(Catalog.standard.lessons.first { $0.id == "events" }?.exercises[1])
        let file = workspace.exerciseFile(lesson: "events", number: 2, exercise: exercise)
        let exerciseFolder = file.deletingLastPathComponent()
        let current = EditorFolders.arguments(for: build.manifest) + [file.path]
        #expect(CompilationDatabase.read(folder: exerciseFolder)?.map(\.arguments) == [current])
        #expect(current.contains(build.manifest.binFolder + "/Modules"))

        // A build elsewhere wrote the exercise's database; the exercises folder's is gone.
        try CompilationDatabase.write(folder: exerciseFolder, files: [file], arguments: ["/old/swiftc", "-I", "/old/.build/debug/Modules"])
        try FileManager.default.removeItem(at: workspace.exercisesFolder.appending(path: CompilationDatabase.fileName))
        let result = shell.sendPlain("workspace")
        #expect(!result.failed)
        #expect(result.text.contains("points sourcekit-lsp at the lessons built in \(build.manifest.binFolder)."), "\(result.text)")
        #expect(CompilationDatabase.read(folder: exerciseFolder)?.map(\.arguments) == [current])
        #expect(CompilationDatabase.read(folder: workspace.exercisesFolder)?.map(\.file) == [file.path])
    }

    @Test(.enabled(if: build != nil, "needs this package's debug build and sourcekit-lsp (next to swiftc or on PATH); neither is here"))
    func sourceKitLSPCompletesLessonTypesAndReportsErrorsInAHandedOutStarter() throws {
        let build = try #require(Self.build)
        let folder = FileManager.default.temporaryDirectory.appending(path: "exercise-editor-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = Workspace(root: folder.appending(path: "data"))
        let shell = Self.shell(workspace)
        shell.send("open di")
        #expect(!shell.sendPlain("exercise 1").failed)
        let lesson = try #require(Catalog.standard.lessons.first { $0.id == "di" })
        let exercise = try #require(lesson.exercises.first)
        let file = workspace.exerciseFile(lesson: "di", number: 1, exercise: exercise)
        #expect(try String(contentsOf: file, encoding: .utf8) == exercise.starter)
        #expect(exercise.starter.contains("@testable import DependencyInjection"))
        let entries = try #require(CompilationDatabase.read(folder: file.deletingLastPathComponent()))
        #expect(entries.map(\.file) == [file.path])
        #expect(CompilationDatabase.read(folder: workspace.exercisesFolder)?.map(\.file) == [file.path])

        let log = folder.appending(path: "sourcekit-lsp.log")
        var started = ContinuousClock.now
        let server = try LanguageServer.start(root: file.deletingLastPathComponent(), toolchainBin: Self.toolchainBin(build.manifest), log: log)
        defer { server.shutdown() }
        Self.note("start-up (initialize)", since: started)
        #expect(server.executable == build.server)

        // (a) Completing `Contai` offers the lesson's Container.
        let probe = "let probe = Contai"
        try server.open(file: file, text: exercise.starter + "\n" + probe + "\n")
        let probeLine = exercise.starter.split(separator: "\n", omittingEmptySubsequences: false).count
        started = ContinuousClock.now
        let first = try server.completions(file: file, line: probeLine, character: probe.utf16.count, timeout: .seconds(180))
        Self.note("first completion", since: started)
        let container = first.first { $0.label == "Container" }
        #expect(container != nil, "no Container among \(first.prefix(20).map(\.label)); log: \(Self.tail(log))")
        #expect(container?.kind == .class)

        // A later completion, after an edit: `container.` offers the protocol's members.
        let member = "func use(_ container: Container) { container.res"
        try server.update(file: file, text: exercise.starter + "\n" + member + "\n}\n")
        started = ContinuousClock.now
        let later = try server.completions(file: file, line: probeLine, character: member.utf16.count, timeout: .seconds(180))
        Self.note("later completion", since: started)
        #expect(later.contains { $0.label.hasPrefix("resolve(") }, "no resolve among \(later.prefix(20).map(\.label))")

        // (b) A deliberate error is reported at its line; the lesson module resolves.
        try server.update(file: file, text: exercise.starter + "\nlet deliberate: Int = \"a\"\n")
        started = ContinuousClock.now
        let diagnostics = try server.diagnostics(file: file, timeout: .seconds(180))
        Self.note("diagnostics", since: started)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.line == probeLine + 1 && $0.message.lowercased().contains("cannot convert value of type 'string' to specified type 'int'") }, "\(diagnostics); log: \(Self.tail(log))")
        #expect(!diagnostics.contains { $0.message.contains("no such module") }, "\(diagnostics)")
        #expect(errors.count == 1, "\(errors)")
        // The same, as the server pushes it on its own after the change.
        let pushed = try server.diagnostics(file: file, timeout: .seconds(180), ask: false)
        #expect(pushed == diagnostics)
    }

    /// The database lists only the learner's file, not the exercise's checks: so every solution
    /// must compile on its own with the database's arguments (an editor shows no error the checks
    /// would not), and a starter may fail only where it means to, never for want of a name the
    /// checks declare or a module.
    @Test(.enabled(if: build != nil, "needs this package's debug build"))
    func everyExerciseFileCompilesOnItsOwnWithTheDatabasesArguments() throws {
        let build = try #require(Self.build)
        let arguments = EditorFolders.arguments(for: build.manifest)
        let folder = FileManager.default.temporaryDirectory.appending(path: "exercise-alone-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for lesson in Catalog.standard.lessons {
            for exercise in lesson.exercises {
                for (role, text) in [("solution", exercise.solution), ("starter", exercise.starter)] {
                    let file = folder.appending(path: exercise.fileName)
                    try text.write(to: file, atomically: true, encoding: .utf8)
                    let outcome = try ChildProcess.run(arguments[0], arguments: Array(arguments.dropFirst()) + ["-typecheck", file.path])
                    let errors = outcome.text.split(separator: "\n").filter { $0.contains(": error: ") }
                    if role == "solution" {
                        #expect(outcome.ending == .exited(0), "\(lesson.id) \(exercise.id) solution: \(errors)")
                    } else {
                        let missing = errors.filter { $0.contains("in scope") || $0.contains("no such module") }
                        #expect(missing.isEmpty, "\(lesson.id) \(exercise.id) starter: \(missing)")
                    }
                }
            }
        }
    }

    /// The end of the server's log, for a failure message.
    static func tail(_ log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? "(no log)"
        return String(text.suffix(2000))
    }
}
