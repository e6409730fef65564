import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loading and saving the progress file: round trips, damaged and newer files kept aside, where the file lives,
/// and failures reported rather than fatal.
@Suite struct ProgressStoreTests {
    let folder = TemporaryFolder("ProgressTests")

    @Test func savedProgressLoadsBackEqual() throws {
        let store = ProgressStore(url: folder.progressFile)
        let first = store.update { progress in
            progress.markSeen(lesson: "bindings", stepID: "intro", number: 1)
            progress.markSeen(lesson: "bindings", stepID: "observable", number: 2)
        }
        #expect(first.problem == nil)
        let second = store.update { progress in
            progress.markPassed(lesson: "bindings", exercise: "counter")
            progress.recordHint(lesson: "bindings", exercise: "counter", shown: 1)
            progress.markSeen(lesson: "routing", stepID: "start", number: 1)
        }
        #expect(second.saved && second.problem == nil)
        let loaded = ProgressStore(url: folder.progressFile).load()
        #expect(loaded.problem == nil)
        #expect(loaded.progress == second.progress)
        #expect(loaded.progress.stepsSeenCount(lesson: "bindings") == 2)
        #expect(loaded.progress.exercisesPassed(lesson: "bindings") == ["counter"])
        #expect(loaded.progress.last == .init(lessonID: "routing", step: 1))
        #expect(try folder.bytes(of: folder.progressFile) == [UInt8](loaded.progress.fileContents()))
    }

    @Test func aMissingFileIsEmptyProgressAndCreatesNothing() {
        let store = ProgressStore(url: folder.url.appendingPathComponent("state/mvvm-playground/progress.json"))
        let loaded = store.load()
        #expect(loaded == .init(progress: Progress(), problem: nil))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("state").path))
    }

    @Test func updateCreatesPrivateFoldersAndAPrivateFile() {
        let url = folder.url.appendingPathComponent("state/mvvm-playground/progress.json")
        let result = ProgressStore(url: url).update { $0.markPassed(lesson: "l", exercise: "e") }
        #expect(result.saved && result.problem == nil)
        #expect(folder.mode(of: url.path) == 0o600)
        #expect(folder.mode(of: url.deletingLastPathComponent().path) == 0o700)
        #expect(folder.mode(of: folder.url.appendingPathComponent("state").path) == 0o700)
        #expect(ProgressStore(url: url).load().progress.exercisesPassed(lesson: "l") == ["e"])
    }

    @Test(arguments: [
        ("garbage bytes", [UInt8]([0x00, 0xFF, 0xFE, 0x80, 0x41, 0x0A])),
        ("truncated JSON", Array(#"{"version": 1, "lessons": {"l": {"stepsSeen": ["a""#.utf8)),
        ("JSON of the wrong shape", Array(#"{"version": 1, "lessons": ["l"]}"#.utf8)),
        ("an empty file", []),
    ])
    func aDamagedFileIsKeptAsideExactlyAndReported(_ kind: String, _ contents: [UInt8]) throws {
        let store = ProgressStore(url: folder.progressFile)
        try folder.write(contents, to: folder.progressFile)
        let loaded = store.load()
        #expect(loaded.progress == Progress(), "\(kind)")
        let aside = folder.progressFile.path + ".damaged-1"
        let problem = try #require(loaded.problem)
        #expect(problem.hasPrefix("The progress file \(folder.progressFile.path) could not be read ("))
        #expect(problem.hasSuffix("; it was kept as \(aside); starting with empty progress."))
        #expect(try folder.bytes(of: URL(fileURLWithPath: aside)) == contents)
        #expect(!FileManager.default.fileExists(atPath: folder.progressFile.path))
        #expect(store.load() == .init(progress: Progress(), problem: nil), "reported once")
    }

    @Test func aFileFarTooLargeIsKeptAsideUnread() throws {
        let huge = [UInt8](repeating: 0x20, count: ProgressDisk.maxFileBytes + 1)
        try folder.write(huge, to: folder.progressFile)
        let loaded = ProgressStore(url: folder.progressFile).load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("(it is \(huge.count) bytes, far larger than a progress file); it was kept as") == true)
        #expect(try folder.bytes(of: URL(fileURLWithPath: folder.progressFile.path + ".damaged-1")).count == huge.count)
    }

    @Test func aDamagedFileFoundBySavingIsKeptAsideAtTheFirstFreeNumber() throws {
        let store = ProgressStore(url: folder.progressFile)
        let earlier = folder.progressFile.path + ".damaged-1"
        try folder.write(Array("an older damaged file".utf8), to: URL(fileURLWithPath: earlier))
        try folder.write(Array("not json".utf8), to: folder.progressFile)
        let result = store.update { $0.markSeen(lesson: "l", stepID: "s", number: 1) }
        #expect(result.saved)
        #expect(result.problem?.contains("it was kept as \(folder.progressFile.path).damaged-2;") == true)
        #expect(try folder.bytes(of: URL(fileURLWithPath: earlier)) == Array("an older damaged file".utf8))
        #expect(try folder.bytes(of: URL(fileURLWithPath: folder.progressFile.path + ".damaged-2")) == Array("not json".utf8))
        #expect(store.load().progress.stepsSeenCount(lesson: "l") == 1)
    }

    @Test func aNewerFileIsKeptAsideAndNeverOverwritten() throws {
        let store = ProgressStore(url: folder.progressFile)
        let newer = Array(#"{"version": 2, "courses": {"l": "a shape from the future"}}"#.utf8)
        try folder.write(newer, to: folder.progressFile)
        let loaded = store.load()
        let aside = URL(fileURLWithPath: folder.progressFile.path + ".v2-1")
        #expect(loaded.progress == Progress())
        #expect(loaded.problem == "The progress file \(folder.progressFile.path) could not be read (it was written by a newer version of the playground, in format version 2); it was kept as \(aside.path); starting with empty progress.")
        #expect(try folder.bytes(of: aside) == newer)

        let saved = store.update { $0.markSeen(lesson: "l", stepID: "s", number: 1) }
        #expect(saved.saved && saved.problem == nil)
        #expect(try folder.bytes(of: aside) == newer, "a later save leaves the kept file alone")
        #expect(store.load().progress.stepsSeenCount(lesson: "l") == 1)
    }

    @Test func aNewerFileFoundBySavingIsKeptAsideBeforeWriting() throws {
        let store = ProgressStore(url: folder.progressFile)
        let newer = Array(#"{"version": 3}"#.utf8)
        try folder.write(newer, to: folder.progressFile)
        try folder.write(Array("taken".utf8), to: URL(fileURLWithPath: folder.progressFile.path + ".v3-1"))
        let result = store.update { $0.markPassed(lesson: "l", exercise: "e") }
        #expect(result.progress?.exercisesPassed(lesson: "l") == ["e"])
        #expect(result.problem?.contains("format version 3); it was kept as \(folder.progressFile.path).v3-2;") == true)
        #expect(try folder.bytes(of: URL(fileURLWithPath: folder.progressFile.path + ".v3-2")) == newer)
        #expect(try folder.bytes(of: URL(fileURLWithPath: folder.progressFile.path + ".v3-1")) == Array("taken".utf8))
    }

    @Test func theDefaultLocationFollowsXDGStateHomeThenHome() {
        #expect(ProgressStore.defaultLocation(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])?.path
            == "/state/mvvm-playground/progress.json")
        #expect(ProgressStore.defaultLocation(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/me"])?.path
            == "/home/me/.local/state/mvvm-playground/progress.json")
        #expect(ProgressStore.defaultLocation(environment: ["XDG_STATE_HOME": "", "HOME": "/home/me"])?.path
            == "/home/me/.local/state/mvvm-playground/progress.json")
        #expect(ProgressStore.defaultLocation(environment: ["HOME": "relative"]) == nil)
        #expect(ProgressStore.defaultLocation(environment: [:]) == nil)
    }

    @Test func aFileWhereAFolderShouldBeIsReportedNotFatal() throws {
        // chmod does not stop root, but a file in the way of a folder stops everybody.
        let blocker = folder.url.appendingPathComponent("state")
        try folder.write(Array("a file".utf8), to: blocker)
        let store = ProgressStore(url: blocker.appendingPathComponent("mvvm-playground/progress.json"))
        let result = store.update { _ in Issue.record("nothing to change when nothing can be saved") }
        #expect(!result.saved)
        #expect(result.problem == "Progress was not saved: \(blocker.path) is not a folder.")
        let loaded = store.load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("could not be read") == true)
        #expect(try folder.bytes(of: blocker) == Array("a file".utf8))
    }

    @Test func aFolderWhereTheFileShouldBeIsLeftAloneAndReported() throws {
        try FileManager.default.createDirectory(at: folder.progressFile, withIntermediateDirectories: false)
        let store = ProgressStore(url: folder.progressFile)
        let loaded = store.load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem == "The progress file \(folder.progressFile.path) could not be read (it is a folder); starting with empty progress, which will not be saved until the file can be read or is moved away.")
        let result = store.update { $0.markSeen(lesson: "l", stepID: "s", number: 1) }
        #expect(result == .init(progress: nil, problem: "Progress was not saved: the progress file \(folder.progressFile.path) could not be read (it is a folder)."))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.progressFile.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test(.enabled(if: getuid() != 0, "permissions are not enforced for root"))
    func aReadOnlyFolderIsReportedNotFatal() throws {
        let state = folder.url.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: false)
        let store = ProgressStore(url: state.appendingPathComponent("progress.json"))
        chmod(state.path, 0o500)
        let result = store.update { $0.markSeen(lesson: "l", stepID: "s", number: 1) }
        #expect(!result.saved)
        #expect(result.problem?.hasPrefix("Progress was not saved") == true)
        #expect(store.load() == .init(progress: Progress(), problem: nil))
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let target = folder.url.appendingPathComponent("elsewhere.json")
        try FileManager.default.createSymbolicLink(atPath: folder.progressFile.path, withDestinationPath: "elsewhere.json")
        let store = ProgressStore(url: folder.progressFile)
        #expect(store.update { $0.markPassed(lesson: "l", exercise: "e") }.saved)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.progressFile.path) == "elsewhere.json")
        #expect(ProgressStore(url: target).load().progress.exercisesPassed(lesson: "l") == ["e"])
        #expect(store.load().progress.exercisesPassed(lesson: "l") == ["e"])
    }
}

/// The progress file in a progress test's folder.
extension TemporaryFolder {
    var progressFile: URL { url.appendingPathComponent("progress.json") }
}
