import FileLocking
import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress file that is a symbolic link (kept in a dotfiles repository) is written through: the file it leads to
/// gets the new contents and the link stays a link. And what is not a regular file is never waited on.
@Suite struct ProgressLinkTests {
    let folder = TemporaryFolder("ProgressTests")

    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    func isLink(_ name: String) -> Bool {
        FileKind.of(folder.url.appendingPathComponent(name).path, followingLinks: false) == .symbolicLink
    }

    func save(_ store: ProgressStore) -> ProgressStore.UpdateResult {
        store.update { $0.markPassed(lesson: "l", exercise: "e") }
    }

    @Test func aChainOfRelativeLinksIsFollowedToTheFileAndEveryLinkKept() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("dotfiles/playground"), withIntermediateDirectories: true)
        try link("progress.json", to: "middle.json")
        try link("middle.json", to: "dotfiles/last.json")
        try link("dotfiles/last.json", to: "playground/progress.json")
        let store = ProgressStore(url: folder.progressFile)
        #expect(save(store).saved)
        #expect(isLink("progress.json") && isLink("middle.json") && isLink("dotfiles/last.json"))
        let real = folder.url.appendingPathComponent("dotfiles/playground/progress.json")
        #expect(ProgressStore(url: real).load().progress.exercisesPassed(lesson: "l") == ["e"])
        #expect(store.load().progress.exercisesPassed(lesson: "l") == ["e"])
        // The lock goes beside the file replaced, where every link to it finds it.
        #expect(FileManager.default.fileExists(atPath: real.path + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: folder.progressFile.path + ".lock"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path).sorted() == ["progress.json", "progress.json.lock"])
    }

    /// `..` in a link inside a folder reached through another link climbs out of the real folder, as the kernel
    /// reads it, not out of the path's spelling.
    @Test func dotDotInALinkIsReadAsTheKernelReadsIt() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("deep/real-state"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("deep/dotfiles"), withIntermediateDirectories: true)
        try link("state", to: "deep/real-state")
        try link("state/progress.json", to: "../dotfiles/progress.json")
        let store = ProgressStore(url: folder.url.appendingPathComponent("state/progress.json"))
        #expect(save(store).saved)
        #expect(ProgressStore(url: folder.url.appendingPathComponent("deep/dotfiles/progress.json")).load().progress.exercisesPassed(lesson: "l") == ["e"])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("dotfiles").path))
        #expect(isLink("deep/real-state/progress.json"))
    }

    @Test func aDanglingLinkGetsItsFileButNeverItsFolder() throws {
        try link("progress.json", to: "kept/progress.json")
        let store = ProgressStore(url: folder.progressFile)
        #expect(store.load() == .init(progress: Progress(), problem: nil))
        let refused = save(store)
        #expect(!refused.saved)
        #expect(refused.problem == "Progress was not saved: \(folder.progressFile.path) is a symbolic link to \(folder.url.path)/kept/progress.json, in a folder that does not exist.")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("kept").path))

        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("kept"), withIntermediateDirectories: false)
        #expect(save(store).saved)
        #expect(isLink("progress.json"))
        #expect(store.load().progress.exercisesPassed(lesson: "l") == ["e"])
    }

    @Test func aLinkToAFolderIsReportedAndNothingIsWritten() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a-folder"), withIntermediateDirectories: false)
        try link("progress.json", to: "a-folder")
        let store = ProgressStore(url: folder.progressFile)
        #expect(store.load().problem?.contains("could not be read (it is a folder)") == true)
        let result = save(store)
        #expect(!result.saved)
        #expect(result.problem?.contains("a-folder could not be read (it is a folder)") == true, "\(result.problem ?? "")")
        #expect(isLink("progress.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("a-folder").path).isEmpty)
    }

    @Test func aLoopOfLinksIsReportedAndNothingIsWritten() throws {
        try link("progress.json", to: "other.json")
        try link("other.json", to: "progress.json")
        let store = ProgressStore(url: folder.progressFile)
        let loaded = store.load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("could not be read (it is a loop of symbolic links (or a chain of more than 40))") == true, "\(loaded.problem ?? "")")
        let result = save(store)
        #expect(!result.saved)
        #expect(result.problem?.contains("loop of symbolic links") == true)
        #expect(isLink("progress.json") && isLink("other.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["other.json", "progress.json"])
    }

    /// A damaged file behind a link is kept aside beside that file; the link stays, and the next save makes its
    /// file again.
    @Test func aDamagedFileBehindALinkIsKeptAsideBesideItAndTheLinkKept() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("dotfiles"), withIntermediateDirectories: false)
        let real = folder.url.appendingPathComponent("dotfiles/progress.json")
        try folder.write(Array("{ damaged".utf8), to: real)
        try link("progress.json", to: "dotfiles/progress.json")
        let store = ProgressStore(url: folder.progressFile)
        let loaded = store.load()
        #expect(loaded.problem?.contains("it was kept as \(real.path).damaged-1;") == true, "\(loaded.problem ?? "")")
        #expect(try folder.bytes(of: URL(fileURLWithPath: real.path + ".damaged-1")) == Array("{ damaged".utf8))
        #expect(isLink("progress.json"))
        #expect(save(store).saved)
        #expect(isLink("progress.json"))
        #expect(ProgressStore(url: real).load().progress.exercisesPassed(lesson: "l") == ["e"])
    }

    @Test func aNamedPipeAtTheFileIsRefusedNotWaitedOn() throws {
        #expect(mkfifo(folder.progressFile.path, 0o600) == 0)
        let path = folder.progressFile.path
        let store = ProgressStore(url: folder.progressFile)
        let loaded = finishes(within: 10, unblock: { unblockReader(of: path) }) { store.load() }
        #expect(loaded?.problem == "The progress file \(path) could not be read (it is a named pipe (FIFO), not a regular file); starting with empty progress, which will not be saved until the file can be read or is moved away.")
        let saved = finishes(within: 10, unblock: { unblockReader(of: path) }) { store.update { $0.markPassed(lesson: "l", exercise: "e") } }
        #expect(saved == .init(progress: nil, problem: "Progress was not saved: the progress file \(path) could not be read (it is a named pipe (FIFO), not a regular file)."))
        #expect(FileKind.of(path, followingLinks: false) == .namedPipe)
    }

    @Test func aNamedPipeAtTheLockFileDoesNotHangSaving() throws {
        let lock = folder.progressFile.path + ".lock"
        #expect(mkfifo(lock, 0o600) == 0)
        let store = ProgressStore(url: folder.progressFile, lockTimeout: 0.2)
        let result = finishes(within: 10, unblock: { unblockReader(of: lock) }) { store.update { $0.markPassed(lesson: "l", exercise: "e") } }
        let done = try #require(result, "saving waited on the pipe")
        // flock on a pipe works on Linux; elsewhere saving says why it could not lock.
        #expect(done.saved || done.problem?.contains("progress lock file \(lock)") == true)
    }
}
