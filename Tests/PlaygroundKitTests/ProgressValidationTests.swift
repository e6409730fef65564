import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

/// Every value a progress file holds is checked on load: a counter or an id that breaks a rule makes the file
/// damaged (kept aside, reported), and the recording methods saturate at the caps, so nothing ever overflows.
@Suite struct ProgressValidationTests {
    let folder = TemporaryFolder("ProgressTests")

    /// A version 1 file whose lesson `di` holds `lesson` (JSON text).
    static func file(lesson: String, last: String = "") -> [UInt8] {
        Array(#"{"version": 1, \#(last)"lessons": {"di": {\#(lesson)}}}"#.utf8)
    }

    @Test(arguments: [
        (#""hintsShown": {"counter": 9223372036854775807}"#, "`lessons.di.hintsShown.counter` is 9223372036854775807, more than 100, the most this playground counts"),
        (#""hintsShown": {"counter": -9223372036854775808}"#, "`lessons.di.hintsShown.counter` is -9223372036854775808, but a count cannot be negative"),
        (#""hintsShown": {"counter": 101}"#, "`lessons.di.hintsShown.counter` is 101, more than 100, the most this playground counts"),
        (#""failedChecks": {"counter": 9223372036854775807}"#, "`lessons.di.failedChecks.counter` is 9223372036854775807, more than 100000, the most this playground counts"),
        (#""failedChecks": {"counter": -1}"#, "`lessons.di.failedChecks.counter` is -1, but a count cannot be negative"),
        (#""failedChecks": {"": 1}"#, "`lessons.di.failedChecks` has an exercise id that is empty"),
        (#""stepsSeen": ["intro", ""]"#, "`lessons.di.stepsSeen` has an id that is empty"),
        (#""exercisesPassed": ["a\u001b[2Jb"]"#, "`lessons.di.exercisesPassed` has an id that holds control characters"),
        (#""stepsSeen": ["\#(String(repeating: "x", count: 201))"]"#, "`lessons.di.stepsSeen` has an id that is longer than 200 bytes"),
        (#""lastStep": 0"#, "`lessons.di.lastStep` is 0, but steps are numbered from 1 to at most 10000"),
        (#""exercise": """#, "`lessons.di.exercise` is empty"),
        (#""latestChecks": {"counter": {"failed": 4, "total": 3}}"#, "`lessons.di.latestChecks.counter` is 4 failed of 3, which no check run says"),
        (#""latestChecks": {"counter": {"failed": -1, "total": 3}}"#, "`lessons.di.latestChecks.counter` is -1 failed of 3, which no check run says"),
    ])
    func aBadValueMakesTheFileDamagedKeptAsideAndSaysWhere(_ lesson: String, _ reason: String) throws {
        let contents = Self.file(lesson: lesson)
        try folder.write(contents, to: folder.progressFile)
        let loaded = ProgressStore(url: folder.progressFile).load()
        #expect(loaded.progress == Progress())
        let aside = folder.progressFile.path + ".damaged-1"
        #expect(loaded.problem == "The progress file \(folder.progressFile.path) could not be read (\(reason)); it was kept as \(aside); starting with empty progress.")
        #expect(try folder.bytes(of: URL(fileURLWithPath: aside)) == contents, "kept byte for byte")
        #expect(!FileManager.default.fileExists(atPath: folder.progressFile.path))
    }

    @Test(arguments: [
        (#""last": {"lessonID": "di", "step": 0}, "#, "`last.step` is 0, but steps are numbered from 1 to at most 10000"),
        (#""last": {"lessonID": "di", "step": -5}, "#, "`last.step` is -5, but steps are numbered from 1 to at most 10000"),
        (#""last": {"lessonID": "di", "step": 9223372036854775807}, "#, "`last.step` is 9223372036854775807, but steps are numbered from 1 to at most 10000"),
        (#""last": {"lessonID": "", "step": 1}, "#, "`last.lessonID` is empty"),
    ])
    func aBadPositionMakesTheFileDamaged(_ last: String, _ reason: String) throws {
        try folder.write(Self.file(lesson: "", last: last), to: folder.progressFile)
        let loaded = ProgressStore(url: folder.progressFile).load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("could not be read (\(reason)); it was kept as") == true, "\(loaded.problem ?? "")")
    }

    @Test func anEmptyLessonIDIsDamage() throws {
        try folder.write(Array(#"{"version": 1, "lessons": {"": {"stepsSeen": ["a"]}}}"#.utf8), to: folder.progressFile)
        #expect(ProgressStore(url: folder.progressFile).load().problem?.contains("(`lessons` has a lesson id that is empty)") == true)
    }

    /// A lesson or exercise this playground does not have (renamed, removed, or only in a newer playground) is not
    /// damage: it is kept, and saving keeps it too.
    @Test func unknownIdsAndValuesAtTheCapsAreKept() throws {
        let contents = Array(#"""
            {"version": 1, "last": {"lessonID": "a-lesson-from-the-future", "step": 10000},
             "lessons": {"a-lesson-from-the-future": {"stepsSeen": ["ünïcødé-step"], "exercisesPassed": ["gone"],
                         "failedChecks": {"gone": 100000}, "hintsShown": {"gone": 100}}}}
            """#.utf8)
        try folder.write(contents, to: folder.progressFile)
        let store = ProgressStore(url: folder.progressFile)
        let loaded = store.load()
        #expect(loaded.problem == nil)
        let lesson = loaded.progress.lesson("a-lesson-from-the-future")
        #expect(lesson.failedChecks["gone"] == LessonProgress.maxFailedChecks)
        #expect(lesson.hintsShown["gone"] == LessonProgress.maxHintsShown)
        #expect(loaded.progress.last?.step == Progress.maxStep)
        let saved = store.update { $0.markSeen(lesson: "di", stepID: "intro", number: 1) }
        #expect(saved.saved && saved.problem == nil)
        #expect(store.load().progress.lesson("a-lesson-from-the-future") == lesson)
    }

    @Test func countersSaturateAtTheirCapsAndTheFileStaysValid() throws {
        var progress = Progress()
        progress.lessons["di"] = LessonProgress(failedChecks: ["e": Int.max, "f": LessonProgress.maxFailedChecks - 1, "g": Int.min])
        progress.recordFailedCheck(lesson: "di", exercise: "e")
        progress.recordFailedCheck(lesson: "di", exercise: "f")
        progress.recordFailedCheck(lesson: "di", exercise: "f")
        progress.recordFailedCheck(lesson: "di", exercise: "g")
        #expect(progress.lesson("di").failedChecks == ["e": LessonProgress.maxFailedChecks, "f": LessonProgress.maxFailedChecks, "g": 1])

        progress.recordHint(lesson: "di", exercise: "e", shown: Int.max)
        progress.recordHint(lesson: "di", exercise: "f", shown: Int.min)
        #expect(progress.lesson("di").hintsShown == ["e": LessonProgress.maxHintsShown, "f": 0])
        progress.markSeen(lesson: "di", stepID: "s", number: Int.max)
        #expect(progress.last?.step == Progress.maxStep)
        progress.markSeen(lesson: "di", stepID: "s", number: Int.min)
        #expect(progress.last?.step == 1)
        #expect(progress.validationProblem() == nil)
        #expect(Progress.read(fileContents: try progress.fileContents()) == .usable(progress))
    }

    @Test func aValueTooLargeForAnIntegerIsDamage() throws {
        try folder.write(Self.file(lesson: #""hintsShown": {"counter": 99999999999999999999999}"#), to: folder.progressFile)
        let loaded = ProgressStore(url: folder.progressFile).load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.hasPrefix("The progress file \(folder.progressFile.path) could not be read (") == true)
        #expect(FileManager.default.fileExists(atPath: folder.progressFile.path + ".damaged-1"))
    }
}
