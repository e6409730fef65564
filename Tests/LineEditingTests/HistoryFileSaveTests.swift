import Foundation
import Testing
import TestSupport
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saving: folders made, blank and overlong entries left out, links followed, nothing written where it may not be.
@Suite struct HistoryFileSaveTests {
    let directory = TemporaryFolder("LineEditingTests")

    @Test func parentPathThatIsAFileMakesSavingFail() throws {
        // chmod does not stop root, but a regular file where a folder should be stops everybody.
        let blocker = directory.file("not-a-folder")
        try Data("I am a file".utf8).write(to: blocker)
        let file = HistoryFile(url: blocker.appendingPathComponent("state/history"))

        let loaded = file.load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.warning == nil)
        let warning = try #require(file.save(["entry"]))
        #expect(!warning.isEmpty)
        #expect(file.writabilityProblem() != nil)
        #expect(bytes(of: blocker) == Array("I am a file".utf8))
    }

    @Test func saveCreatesParentDirectoriesAndLeavesNoTemporaryFiles() throws {
        let url = directory.url.appendingPathComponent("a/b/c/history")
        let file = HistoryFile(url: url)
        #expect(file.save(["one", "two"]) == nil)
        #expect(file.load().entries == ["one", "two"])
        #expect(file.save(["one", "two", "three"]) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.sorted() == ["history", "history.lock"])
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func saveSkipsBlankAndOverlongEntries() {
        let file = HistoryFile(url: directory.file("history"))
        let huge = String(repeating: "y", count: 1_000_000)
        #expect(file.save(["a", " ", huge, "b"]) == nil)
        let loaded = file.load()
        #expect(loaded.entries == ["a", "b"])
        #expect(loaded.warning == nil)
    }

    @Test func saveThroughASymlinkReplacesTheTarget() throws {
        let target = directory.file("real-history")
        let link = directory.file("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let file = HistoryFile(url: link)
        #expect(file.save(["via link"]) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(HistoryFile(url: target).load().entries == ["via link"])
    }

    // Root ignores the mode bits, so this only means something for other users.
    @Test(.enabled(if: getuid() != 0, "permissions are not enforced for root"))
    func readOnlyFileIsNotReplaced() throws {
        let url = directory.file("history")
        #expect(HistoryFile(url: url).save(["old"]) == nil)
        chmod(url.path, 0o400)
        #expect(HistoryFile(url: url).save(["old", "new"]) != nil)
        #expect(HistoryFile(url: url).load().entries == ["old"])
    }
}

/// Appending as entries are typed: merged with what other sessions saved, under the lock, cleaning up after
/// writers that were killed.
@Suite struct HistoryFileAppendTests {
    let directory = TemporaryFolder("LineEditingTests")

    @Test func appendAddsAfterWhatIsOnDiskWithTheListRules() {
        let file = HistoryFile(url: directory.file("history"), capacity: 4)
        // No file yet.
        #expect(file.append(["a"]) == HistoryFile.SaveOutcome())
        #expect(file.append(["a", "b", "  ", "b", "c"]).saved)
        // "a" repeats the last entry on disk, so it is dropped; blank and repeated entries too; capped at 4.
        #expect(file.load().entries == ["a", "b", "c"])
        #expect(file.append(["d", "e"]).saved)
        #expect(file.load().entries == ["b", "c", "d", "e"])
        #expect(file.append([]).saved)
        #expect(file.load().entries == ["b", "c", "d", "e"])
    }

    /// Several sessions (threads here: `flock` locks belong to the open file, so threads exclude each other exactly
    /// as processes do) append distinct entries at the same moment, many times. Without the lock, two saves that
    /// read the file before either renamed lose one of them.
    @Test func concurrentAppendsKeepEveryEntry() throws {
        var file = HistoryFile(url: directory.file("history"))
        // Waiting for the lock is normal here; a timeout would save without it and could lose entries.
        file.lockTimeout = 600
        let writers = 4
        let entriesEach = 40
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let outcomes = Locked<[HistoryFile.SaveOutcome]>([])
        for writer in 0..<writers {
            let thread = Thread { [file] in
                start.wait()
                for index in 0..<entriesEach {
                    let outcome = file.append(["writer \(writer) entry \(index)"])
                    outcomes.withValue { $0.append(outcome) }
                }
                group.leave()
            }
            group.enter()
            thread.start()
        }
        for _ in 0..<writers { start.signal() }
        #expect(group.wait(timeout: .now() + 600) == .success)

        #expect(outcomes.withValue { $0.count } == writers * entriesEach)
        #expect(outcomes.withValue { $0.allSatisfy { $0 == HistoryFile.SaveOutcome() } })
        let loaded = file.load()
        #expect(loaded.warning == nil)
        #expect(loaded.entries.count == writers * entriesEach)
        for writer in 0..<writers {
            let mine = loaded.entries.filter { $0.hasPrefix("writer \(writer) ") }
            #expect(mine == (0..<entriesEach).map { "writer \(writer) entry \($0)" }, "writer \(writer)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.sorted() == ["history", "history.lock"])
    }

    /// A process that holds the lock and never lets go does not hang saving: after the timeout it saves anyway and
    /// says so.
    @Test func stuckLockDoesNotStopSaving() throws {
        var file = HistoryFile(url: directory.file("history"))
        file.lockTimeout = 0.2
        let lockFile = open(file.url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(lockFile >= 0)
        defer { close(lockFile) }
        #expect(flock(lockFile, LOCK_EX) == 0)

        let outcome = file.append(["saved anyway"])
        #expect(outcome.saved)
        #expect(outcome.lockTimedOut)
        let warning = try #require(outcome.lockWarning)
        #expect(warning.contains(file.url.path + ".lock"))
        #expect(file.load().entries == ["saved anyway"])
        #expect(file.save(["replaced"]) == warning)
        #expect(file.load().entries == ["replaced"])

        // Once it is released, saving takes the lock again.
        #expect(flock(lockFile, LOCK_UN) == 0)
        #expect(file.append(["locked"]) == HistoryFile.SaveOutcome())
    }

    /// Temporary files of writers killed before their rename (`.history-` and six letters or digits from mkstemp)
    /// are removed by the next save; nothing else is.
    @Test func temporaryFilesLeftByKilledWritersAreRemoved() throws {
        let file = HistoryFile(url: directory.file("history"))
        #expect(file.save(["one"]) == nil)
        let leftovers = [".history-a1B2c3", ".history-ZZZZZZ", ".history-000000"]
        let big = Data(repeating: 0x41, count: 1 << 20)
        for name in leftovers {
            try big.write(to: directory.file(name))
        }
        let bystanders = [".history-notes.txt", ".history-ABCDE", "history-ABCDEF", ".other-ABCDEF", ".history-ABCDEFG"]
        for name in bystanders {
            try Data("keep me".utf8).write(to: directory.file(name))
        }
        try FileManager.default.createDirectory(at: directory.file(".history-dir123"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(at: directory.file(".history-link12"), withDestinationURL: directory.file("elsewhere"))

        #expect(file.append(["two"]).saved)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        let expected = ["history", "history.lock", ".history-dir123", ".history-link12"] + bystanders
        #expect(names.sorted() == expected.sorted())
        #expect(file.load().entries == ["one", "two"])
        for name in bystanders {
            #expect(bytes(of: directory.file(name)) == Array("keep me".utf8))
        }
    }

    /// Another history file in the same folder has its own lock and its own temporary files.
    @Test func temporaryFilesOfAnotherHistoryFileAreLeftAlone() throws {
        try Data("theirs".utf8).write(to: directory.file(".other-Ab12Cd"))
        #expect(HistoryFile(url: directory.file("history")).save(["x"]) == nil)
        var names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.sorted() == [".other-Ab12Cd", "history", "history.lock"])
        // The other file's own save, under its own lock, does remove it.
        #expect(HistoryFile(url: directory.file("other")).save(["y"]) == nil)
        names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.sorted() == ["history", "history.lock", "other", "other.lock"])
        #expect(HistoryFile.isTemporaryName(".history-Ab12Cd", prefix: ".history-"))
        #expect(!HistoryFile.isTemporaryName(".history-Ab12C", prefix: ".history-"))
        #expect(!HistoryFile.isTemporaryName(".history-Ab12C-", prefix: ".history-"))
    }
}
