import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `source <type>`: steps show the lines that teach; the whole type is one command away.
@Suite struct SourceCommandTests {
    func shell(_ id: String) throws -> ScriptedShell {
        ScriptedShell(opening: try #require(Catalog.standard.lesson(matching: id)).lesson)
    }

    @Test func theWholeTypeIsLongerThanWhatAnyStepShows() throws {
        let shell = try shell("input-output")
        let response = shell.send("source ReplaySubject")
        #expect(!response.failed)
        let text = response.text.plain
        #expect(text.hasPrefix("── Lessons/InputOutput/ReplaySubject.swift:"))
        #expect(text.contains("public final class ReplaySubject<Output, Failure: Error>"))
        let type = try #require(Catalog.standard.lesson(matching: "input-output")).lesson
        let shown = type.init(context: LessonContext()).steps.flatMap(\.code).filter { $0.file.hasSuffix("/ReplaySubject.swift") }
        #expect(!shown.isEmpty)
        for snippet in shown {
            #expect(text.count > snippet.text.count, "the step shows all of ReplaySubject in '\(snippet.name)'")
        }
    }

    @Test func namesAreMatchedWithoutCaseAndTyposGetAGuess() throws {
        let shell = try shell("input-output")
        #expect(!shell.send("source replaysubject").failed)
        let typo = shell.send("source ReplaySubjct")
        #expect(typo.error == .noSuchType("ReplaySubjct", suggestion: "ReplaySubject", lesson: "input-output"))
        #expect(typo.text.plain.hasPrefix("error: no type 'ReplaySubjct' in lesson 'input-output' (did you mean 'ReplaySubject'?)\n"))
        #expect(shell.send("source").text.plain.contains("usage: source <type>"))
    }

    @Test func aTypeFromTheLessonItBuildsOnIsFound() throws {
        let shell = ScriptedShell(catalog: .standard)
        shell.send("open type-erasure")
        let text = shell.send("source AnyResolvable").text.plain
        #expect(text.hasPrefix("── Lessons/DependencyInjection/AnyResolvable.swift:"))
    }

    @Test func extensionsComeWithTheType() throws {
        let type = try #require(Catalog.standard.lesson(matching: "di")).lesson
        let names = type.declarations.map(\.name)
        #expect(names.contains("Container"))
        #expect(Set(names).count < names.count, "no type of di has an extension")
    }

    @Test func sourceNeedsAnOpenLesson() {
        let shell = ScriptedShell(catalog: .standard)
        #expect(shell.send("source Container").error == .needsLesson(command: "source"))
    }
}
