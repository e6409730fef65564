import ChildProcess
import Foundation
import LessonCatalog
import Testing
import TestSupport
@testable import PlaygroundKit
@testable import SwiftCells

/// Swift cells compiled and run for real, against the lessons this test binary was built with.
@Suite struct CellRunTests {
    static func runner(timeLimit: Duration = SwiftRunner.Configuration.defaultTimeLimit) -> SwiftRunner {
        var configuration = SwiftRunner.Configuration()
        configuration.runLimits.time = timeLimit
        return SwiftRunner(configuration: configuration)
    }

    static func shell(_ runner: SwiftRunner = runner()) -> ScriptedShell {
        var environment = Shell.Environment()
        environment.runCell = { runner.run($0) }
        return ScriptedShell(catalog: .standard, environment: environment)
    }

    @Test func aCellSeesTheLiveContainerAsTheShellLeftIt() {
        let shell = Self.shell()
        shell.send("open di")
        #expect(shell.sendPlain("swift print(type(of: container))").text == "Container\n")
        #expect(!shell.sendPlain("mock on").failed)
        let result = shell.sendPlain("swift print(type(of: container))")
        #expect(result.text == "ContainerMock\n")
        #expect(!result.failed)
    }

    @Test func aDeclarationIsUsableInTheNextCellAndOnlyTheNewCellPrints() {
        let shell = Self.shell()
        shell.send("open di")
        #expect(shell.sendPlain("swift func twice(_ n: Int) -> Int { print(\"twice\", n); return n * 2 }").text == "(no output)\n")
        #expect(shell.sendPlain("swift let x = twice(20)").text == "twice 20\n")
        #expect(shell.sendPlain("swift print(x + 2)").text == "42\n")
        #expect(shell.sendPlain("page").text.contains("── cell 3\nprint(x + 2)"))
    }

    @Test func internalTypesOfTheLessonAreVisible() {
        let shell = Self.shell()
        shell.send("open di")
        // TypeKey is internal to DependencyInjection.
        #expect(shell.sendPlain("swift print(TypeKey(Int.self))").text == "Int\n")
    }

    @Test func aTrapIsReportedAtTheCellsLineAndTheShellGoesOn() {
        let shell = Self.shell()
        shell.send("open di")
        shell.send("swift let numbers = [1, 2, 3]")
        let trap = shell.sendPlain("swift print(\"before\")\nprint(numbers[7])")
        #expect(trap.failed)
        #expect(trap.text.hasPrefix("before\n"))
        #expect(trap.text.contains("cell 2:2:14: Fatal error: Index out of range"))
        #expect(trap.text.contains("the cell crashed, so it was not kept"))
        let nilTrap = shell.sendPlain("swift let missing: Int? = nil; print(missing!)")
        #expect(nilTrap.text.contains("cell 2:1:"))
        #expect(nilTrap.text.contains("Unexpectedly found nil"))
        let fatal = shell.sendPlain("swift fatalError(\"stop here\")")
        #expect(fatal.text.contains("cell 2:1:1: Fatal error: stop here"))
        #expect(shell.sendPlain("swift print(numbers.count)").text == "3\n")
        #expect(shell.sendPlain("next").text.contains("di 1/12"))
    }

    @Test func anEndlessLoopStopsAtTheTimeLimit() {
        let shell = Self.shell(Self.runner(timeLimit: .seconds(1)))
        shell.send("open di")
        let loop = shell.sendPlain("swift print(\"start\"); while true {}")
        #expect(loop.failed)
        #expect(loop.text.contains("start\n"))
        #expect(loop.text.contains("stopped after 1 s, the time limit"))
        #expect(shell.sendPlain("swift print(\"alive\")").text == "alive\n")
    }

    @Test func hugeOutputIsCutAndTheRestCounted() {
        let shell = Self.shell()
        shell.send("open di")
        let flood = shell.sendPlain("swift for i in 0..<300_000 { print(\"line \\(i)\") }")
        #expect(!flood.failed)
        let lines = flood.text.split(separator: "\n")
        #expect(lines.first == "line 0")
        #expect(lines.count == CodeRunRenderer.shownLines + 1)
        #expect(lines.last?.hasPrefix("… output cut:") == true)
        #expect(lines.last?.contains("more bytes the playground did not keep") == true)
    }

    @Test func aCompilerErrorNamesTheCellsLineAndColumn() {
        let shell = Self.shell()
        shell.send("open di")
        shell.send("swift let a = 1")
        let result = shell.sendPlain("swift let b = 2\nprint(a + nope)")
        #expect(result.failed)
        #expect(result.text.contains("cell 2:2:11: error: cannot find 'nope' in scope"))
        #expect(result.text.contains("did not compile, so it was not kept"))
    }

    @Test func everyLessonsLiveObjectsCanBeNamedAfterEveryStep() {
        // Runs every step, then one cell that names every live object with its static type.
        let runner = Self.runner()
        for lesson in Catalog.standard.lessons {
            let shell = Self.shell(runner)
            shell.send("open \(lesson.id)")
            for _ in 0..<lesson.init(context: LessonContext()).steps.count { shell.send("next") }
            let names = shell.shell.liveObjects.map(\.name)
            #expect(!names.isEmpty, "\(lesson.id) exposes nothing")
            let cell = names.map { "_ = \($0)" }.joined(separator: "; ") + "; print(\"ok\")"
            let result = shell.sendPlain("swift " + cell)
            #expect(result.text == "ok\n", "\(lesson.id): \(result.text)")
        }
    }

    @Test func withoutTheBuildFolderCellsSayWhatToDo() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "no-build-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = SwiftRunner(binFolder: folder)
        let shell = Self.shell(runner)
        shell.send("open di")
        let result = shell.sendPlain("swift print(1)")
        #expect(result.failed)
        #expect(result.text.contains("Swift cells need the package's build folder"))
        #expect(result.text.contains("swift run playground"))
    }
}
