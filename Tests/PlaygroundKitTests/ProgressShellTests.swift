import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// The shell's side of progress: what it records, `progress`, `lessons`, resuming, and a damaged file.
@Suite struct ProgressShellTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "progress-shell-\(UUID().uuidString)")

    func store() -> ProgressStore {
        ProgressStore(url: folder.appending(path: "progress.json"))
    }

    func shell(confirm: ((String) -> Bool)? = nil) -> ScriptedShell {
        let screen = confirm.map { FakeScreen(answer: $0) }
        return ScriptedShell(catalog: .testing, environment: Shell.Environment(
            terminal: FakeTerminal(screen: screen), files: LearnerFiles(progress: store())))
    }

    @Test func stepsSeenAreKeptAndTheNextShellResumesThere() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = shell()
        first.send("open fake")
        first.send("next")
        first.send("next")
        #expect(store().load().progress.lesson("fake").stepsSeen.count == 2)
        let second = shell()
        #expect(second.shell.resumePoint?.lesson == "fake")
        #expect(second.shell.resumePoint?.step == 2)
        let resumed = second.shell.resume().text.plain
        #expect(resumed.contains("A timer"))
        #expect(second.shell.prompt == "fake 2/3> ")
        // The steps before ran quietly, so the live state is as it was: step 1 bumped the counter.
        #expect(second.sendPlain("bump 1").text == "count is 2\n")
        #expect(second.sendPlain("lessons").text.contains("2/3 steps, 0/0 exercises"))
        #expect(second.sendPlain("progress").text.contains("fake   2/3 steps seen"))
    }

    @Test func twoShellsAtOnceKeepEachOthersProgress() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = shell()
        let other = shell()
        one.send("open fake")
        other.send("open other")
        one.send("next")
        other.send("next")
        one.send("next")
        let saved = store().load().progress
        #expect(saved.lesson("fake").stepsSeen.count == 2)
        #expect(saved.lesson("other").stepsSeen.count == 1)
    }

    @Test func resetAsksFirst() {
        defer { try? FileManager.default.removeItem(at: folder) }
        var asked: [String] = []
        var answer = false
        let shell = shell(confirm: { question in
            asked.append(question)
            return answer
        })
        shell.send("open fake")
        shell.send("next")
        #expect(shell.sendPlain("progress reset fake").text == "Nothing was forgotten.\n")
        #expect(asked.first?.contains("Forget your progress in fake") == true)
        #expect(!store().load().progress.lesson("fake").isEmpty)
        answer = true
        #expect(!shell.sendPlain("progress reset fake").failed)
        #expect(store().load().progress.lesson("fake").isEmpty)
        #expect(shell.sendPlain("progress reset nosuch").failed)
    }

    @Test func resetWithNobodyToAskIsRefused() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = shell()
        shell.send("open fake")
        shell.send("next")
        let result = shell.sendPlain("progress reset")
        #expect(result.failed)
        #expect(result.text.contains("it asks first"))
        #expect(!store().load().progress.lesson("fake").isEmpty)
    }

    @Test func aDamagedFileIsReportedAndKeptAside() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: folder.appending(path: "progress.json"))
        let shell = shell()
        let first = shell.sendPlain("lessons").text
        #expect(first.contains("warning: "))
        #expect(first.contains("progress.json.damaged-1"))
        #expect(try String(contentsOf: folder.appending(path: "progress.json.damaged-1"), encoding: .utf8) == "{ not json")
        #expect(!shell.sendPlain("lessons").text.contains("warning: "))
    }

    @Test func withoutAStoreProgressStaysInMemoryAndLessonsShowNoColumn() {
        let shell = ScriptedShell(catalog: .testing)
        shell.send("open fake")
        shell.send("next")
        #expect(!shell.sendPlain("lessons").text.contains("steps,"))
        #expect(shell.shell.resumePoint?.step == 1)
    }
}
