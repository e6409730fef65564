import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// `workspace`: the folder to open in an editor and the command for each editor; and the compile
/// database asked for whenever an exercise is handed out or opened. The program's side (what is
/// written) is a recording fake here; SwiftCellsTests' ExerciseEditorTests run the real one.
@Suite struct WorkspaceCommandTests {
    let folder = TemporaryFolder("ProgressTests")

    /// Every call of `prepare`: the exercise file, or nil for the exercises folder alone; each
    /// answered with `setup`.
    final class Calls: EditorPreparer {
        var files: [URL?] = []
        var setup: EditorSetup = .ready(buildFolder: "/b")

        func prepare(_ workspace: Workspace, exerciseFile: URL?) -> EditorSetup {
            files.append(exerciseFile)
            return setup
        }
    }

    func shell(root: URL? = nil, setup: EditorSetup? = .ready(buildFolder: "/src/.build/debug"), calls: Calls = Calls()) -> ScriptedShell {
        var environment = Shell.Environment()
        environment.files.workspace = Workspace(root: root ?? folder.url.appending(path: "data"))
        if let setup {
            calls.setup = setup
            environment.files.editors = calls
        }
        return ScriptedShell(catalog: Catalog([HintedLesson.self]), environment: environment)
    }

    var root: URL { folder.url.appending(path: "data/exercises") }
    var exerciseFolder: URL { root.appending(path: "hinted/1-counter") }

    @Test func outsideAnExerciseItGivesTheFolderOfAllExercises() {
        let calls = Calls()
        let shell = shell(calls: calls)
        let result = shell.sendPlain("workspace")
        #expect(!result.failed)
        #expect(result.text.contains("The folder of all your exercises:\n\(root.path)\n"), "\(result.text)")
        #expect(result.text.contains("  code \(root.path)\n"))
        #expect(result.text.contains("  nvim \(root.path)\n"))
        #expect(result.text.contains("Xcode reads no compile_commands.json"))
        #expect(result.text.contains("points sourcekit-lsp at the lessons built in /src/.build/debug."))
        #expect(calls.files == [nil])
    }

    @Test func onAnExerciseItGivesItsFolderAndItsFile() {
        let calls = Calls()
        let shell = shell(calls: calls)
        shell.send("open hinted")
        let started = shell.sendPlain("exercise 1")
        #expect(started.text.contains("'workspace' says how to open its folder"))
        let file = exerciseFolder.appending(path: "Counter.swift")
        #expect(calls.files == [file])
        let result = shell.sendPlain("workspace")
        #expect(result.text.contains("The folder of this exercise:\n\(exerciseFolder.path)\n"), "\(result.text)")
        #expect(result.text.contains("  code \(exerciseFolder.path)\n"))
        #expect(result.text.contains("  nvim \(file.path)\n"))
        #expect(result.text.contains("'workspace root' gives the folder of every exercise."))
        #expect(calls.files == [file, file])

        let all = shell.sendPlain("workspace root")
        #expect(all.text.contains("The folder of all your exercises:\n\(root.path)\n"), "\(all.text)")
        #expect(calls.files.last == .some(nil))
    }

    @Test func aMissingExerciseFileIsHandedOutAgainFirst() throws {
        let shell = shell()
        shell.send("open hinted")
        shell.send("exercise 1")
        let file = exerciseFolder.appending(path: "Counter.swift")
        try FileManager.default.removeItem(at: file)
        #expect(!shell.sendPlain("workspace").failed)
        #expect(try String(contentsOf: file, encoding: .utf8) == "// starter\n")
    }

    @Test func whatCannotBeWrittenIsSaidAndTheFolderStillGiven() {
        let unavailable = shell(setup: .unavailable("the build this playground comes from is not here"))
        let said = unavailable.sendPlain("workspace")
        #expect(!said.failed)
        #expect(said.text.contains("Editors will not find the lessons' modules: the build this playground comes from is not here"))
        #expect(said.text.contains("  code \(root.path)\n"))
        let none = shell(setup: nil).sendPlain("workspace")
        #expect(none.text.contains("This shell writes no compile_commands.json"))
    }

    @Test func anythingButRootIsAUsageError() {
        let result = shell().send("workspace elsewhere")
        #expect(result.error == .badArguments(command: "workspace", message: "'elsewhere' is not 'root'", usage: "workspace [root]"))
        #expect(shell().send("workspace root extra").failed)
    }

    @Test func withoutAFolderForTheLearnersFilesItSaysWhy() {
        let shell = ScriptedShell(catalog: Catalog([HintedLesson.self]), environment: Shell.Environment(files: LearnerFiles(editors: Calls())))
        #expect(shell.send("workspace").error == .exercise("there is no folder for your files: set HOME or XDG_DATA_HOME"))
    }

    @Test func aFolderWithSpacesIsQuotedForTheShellAndNoPathIsFolded() {
        let spaced = folder.url.appending(path: "my data")
        let shell = shell(root: spaced)
        let response = shell.send("workspace")
        let exercises = spaced.appending(path: "exercises").path
        #expect(response.text.plain.contains("  code '\(exercises)'\n"), "\(response.text.plain)")
        #expect(ExercisesFeature.shellQuoted("/a/it's") == #"'/a/it'\''s'"#)
        #expect(ExercisesFeature.shellQuoted("/plain/path-1.2_x") == "/plain/path-1.2_x")
        // On a narrow terminal every path stays whole (for copying); the prose folds around it.
        let plain = self.shell().send("workspace").text
        let narrow = plain.rendered(color: false, layout: TerminalLayout(width: 40, unicode: true))
        // The folder's line, the `code` line and the `nvim` line each keep it in one piece.
        #expect(narrow.components(separatedBy: root.path).count - 1 == 3, "\(narrow)")
    }

    @Test func editAsksForTheDatabaseToo() {
        let calls = Calls()
        let environment = Shell.Environment(
            terminal: FakeTerminal(screen: FakeScreen(edit: { _ in .unavailable("no editor in this test") })),
            files: LearnerFiles(workspace: Workspace(root: folder.url.appending(path: "data")), editors: calls))
        let shell = ScriptedShell(catalog: Catalog([HintedLesson.self]), environment: environment)
        shell.send("open hinted")
        shell.send("exercise 1")
        #expect(shell.send("edit").failed)
        let file = exerciseFolder.appending(path: "Counter.swift")
        #expect(calls.files == [file, file])
    }

    @Test func tabCompletesRoot() {
        #expect(shell().shell.completions(for: "workspace ") == ["root"])
        #expect(shell().shell.completions(for: "works") == ["workspace"])
    }
}
