import Foundation
@testable import PlaygroundKit
import Synchronization
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two shells on one progress file: neither loses what the other saved, and a held lock is reported, not waited on
/// forever.
@Suite struct ProgressConcurrencyTests {
    let folder = TemporaryFolder("ProgressTests")

    @Test func twoStoresUpdatingInTurnKeepEachOthersProgress() {
        let first = ProgressStore(url: folder.progressFile)
        let second = ProgressStore(url: folder.progressFile)
        #expect(first.update { $0.markSeen(lesson: "l", stepID: "a", number: 1) }.saved)
        #expect(second.update { $0.markSeen(lesson: "l", stepID: "b", number: 2) }.saved)
        #expect(first.update { $0.markPassed(lesson: "l", exercise: "e1") }.saved)
        #expect(second.update { $0.recordFailedCheck(lesson: "l", exercise: "e1") }.saved)
        let last = first.update { $0.recordFailedCheck(lesson: "l", exercise: "e1") }
        let expected = LessonProgress(stepsSeen: ["a", "b"], exercisesPassed: ["e1"], failedChecks: ["e1": 2], lastStep: 2)
        #expect(last.progress?.lesson("l") == expected)
        #expect(second.load().progress.lesson("l") == expected)
        #expect(second.load().progress.last == .init(lessonID: "l", step: 2))
    }

    @Test func savingAStaleCopyByMergingKeepsTheOtherShellsProgress() {
        let first = ProgressStore(url: folder.progressFile)
        let second = ProgressStore(url: folder.progressFile)
        var firstCopy = first.load().progress
        var secondCopy = second.load().progress

        secondCopy.markSeen(lesson: "other", stepID: "x", number: 3)
        #expect(second.update { $0.merge(secondCopy) }.saved)
        firstCopy.markSeen(lesson: "l", stepID: "a", number: 1)
        let saved = first.update { $0.merge(firstCopy) }

        #expect(saved.progress?.stepsSeenCount(lesson: "other") == 1)
        #expect(saved.progress?.stepsSeenCount(lesson: "l") == 1)
        #expect(saved.progress?.last == .init(lessonID: "l", step: 1), "the position of the shell saving now")
        #expect(second.load().progress == saved.progress)
    }

    @Test func resettingThroughTheStoreKeepsTheOtherLessons() {
        let store = ProgressStore(url: folder.progressFile)
        store.update { progress in
            progress.markSeen(lesson: "first", stepID: "a", number: 1)
            progress.markSeen(lesson: "second", stepID: "b", number: 1)
        }
        let reset = store.update { $0.reset(lesson: "second") }
        #expect(reset.progress?.lessons.keys.sorted() == ["first"])
        #expect(store.load().progress.lessons.keys.sorted() == ["first"])
        store.update { $0.reset(lesson: nil) }
        #expect(store.load().progress.isEmpty)
    }

    @Test func updatesFromTwoThreadsAtOnceLoseNothing() {
        let updatesEach = 40
        let url = folder.progressFile
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            // Each thread has its own store, as two shells would; the lock is what keeps them apart.
            let store = ProgressStore(url: url, lockTimeout: 30)
            for number in 1...updatesEach {
                let result = store.update { progress in
                    progress.markSeen(lesson: "l", stepID: "thread\(thread)-step\(number)", number: number)
                    progress.recordFailedCheck(lesson: "l", exercise: "shared")
                }
                if let problem = result.problem {
                    problems.withLock { $0.append(problem) }
                }
            }
        }
        #expect(problems.withLock { $0 } == [])
        let loaded = ProgressStore(url: url).load()
        #expect(loaded.problem == nil)
        #expect(loaded.progress.stepsSeenCount(lesson: "l") == 2 * updatesEach)
        #expect(loaded.progress.lesson("l").failedChecks["shared"] == 2 * updatesEach, "each change saw the other's")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path))?.sorted()
        #expect(leftovers == ["progress.json", "progress.json.lock"], "no temporary files are left behind")
    }

    @Test func aLockHeldElsewhereIsReportedAndNothingIsSaved() throws {
        let store = ProgressStore(url: folder.progressFile, lockTimeout: 0)
        #expect(store.update { $0.markPassed(lesson: "l", exercise: "before") }.saved)
        let before = try folder.bytes(of: folder.progressFile)

        // Another open file holding the lock: flock excludes it even within this process.
        let lockPath = folder.progressFile.path + ".lock"
        let holder = open(lockPath, O_RDWR | O_CLOEXEC)
        #expect(holder >= 0)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)

        let result = store.update { _ in Issue.record("the change must not run without the lock") }
        #expect(!result.saved)
        #expect(result.problem == "Progress was not saved because another playground has held the progress lock \(lockPath) for more than 0 s; if no other playground is running, a stuck process may still hold it.")
        #expect(try folder.bytes(of: folder.progressFile) == before)
        #expect(store.load().progress.exercisesPassed(lesson: "l") == ["before"], "reading needs no lock")

        flock(holder, LOCK_UN)
        #expect(store.update { $0.markPassed(lesson: "l", exercise: "after") }.saved)
    }

    @Test func aDamagedFileIsLeftInPlaceWhenLoadingCannotTakeTheLock() throws {
        let store = ProgressStore(url: folder.progressFile, lockTimeout: 0)
        try folder.write(Array("{".utf8), to: folder.progressFile)
        let holder = open(folder.progressFile.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let loaded = store.load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("(it is not valid JSON); it was left in place because another playground") == true)
        #expect(try folder.bytes(of: folder.progressFile) == Array("{".utf8))
    }

    @Test func temporaryFilesOfAnInterruptedSaveAreRemoved() throws {
        let stale = folder.url.appendingPathComponent(".progress.json-Ab12Cd")
        let unrelated = folder.url.appendingPathComponent(".progress.json-notes.txt")
        try folder.write(Array("half a file".utf8), to: stale)
        try folder.write(Array("keep me".utf8), to: unrelated)
        #expect(ProgressStore(url: folder.progressFile).update { $0.markPassed(lesson: "l", exercise: "e") }.saved)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try folder.bytes(of: unrelated) == Array("keep me".utf8))
    }
}
