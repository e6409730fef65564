import Foundation
import Testing
import TestSupport
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A history file that is a symbolic link (kept in a dotfiles repository) is written through: the file it leads to
/// gets the entries and the link stays a link. What is not a regular file is refused, never waited on.
@Suite struct HistoryFileLinkTests {
    let directory = TemporaryFolder("LineEditingTests")

    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: directory.file(name).path, withDestinationPath: destination)
    }

    func kind(_ name: String) -> mode_t? {
        var info = stat()
        return lstat(directory.file(name).path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func aChainOfRelativeLinksIsWrittenThroughAndEveryLinkKept() throws {
        try FileManager.default.createDirectory(at: directory.file("dotfiles/shell"), withIntermediateDirectories: true)
        try link("history", to: "middle")
        try link("middle", to: "dotfiles/last")
        try link("dotfiles/last", to: "shell/history")
        let file = HistoryFile(url: directory.file("history"))
        #expect(file.save(["one"]) == nil)
        #expect(file.append(["two"]).saved)
        #expect(kind("history") == S_IFLNK && kind("middle") == S_IFLNK && kind("dotfiles/last") == S_IFLNK)
        #expect(HistoryFile(url: directory.file("dotfiles/shell/history")).load().entries == ["one", "two"])
        #expect(file.load().entries == ["one", "two"])
        // The lock is beside the file replaced: every link to it takes the same one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("dotfiles/shell").path).sorted() == ["history", "history.lock"])
        #expect(kind("history.lock") == nil)
    }

    /// `..` in a link whose folder is reached through another link climbs out of the real folder, as the kernel
    /// reads it. (Resolving it by the path's spelling wrote the entries to another file than the one read.)
    @Test func dotDotInALinkIsReadAsTheKernelReadsIt() throws {
        try FileManager.default.createDirectory(at: directory.file("deep/real-state"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.file("deep/dotfiles"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.file("dotfiles"), withIntermediateDirectories: true)
        try link("state", to: "deep/real-state")
        try link("state/history", to: "../dotfiles/history")
        let file = HistoryFile(url: directory.file("state/history"))
        #expect(file.save(["where the kernel looks"]) == nil)
        #expect(file.load().entries == ["where the kernel looks"])
        #expect(HistoryFile(url: directory.file("deep/dotfiles/history")).load().entries == ["where the kernel looks"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("dotfiles").path).isEmpty)
        #expect(kind("deep/real-state/history") == S_IFLNK)
    }

    @Test func aDanglingLinkGetsItsFileButNeverItsFolder() throws {
        try link("history", to: "kept/history")
        let file = HistoryFile(url: directory.file("history"))
        #expect(file.load() == ([], nil))
        let problem = try #require(file.save(["x"]))
        #expect(problem == "History will not be saved: \(directory.file("history").path) is a symbolic link to \(directory.url.path)/kept/history, in a folder that does not exist.")
        #expect(kind("kept") == nil)
        try FileManager.default.createDirectory(at: directory.file("kept"), withIntermediateDirectories: false)
        #expect(file.save(["x"]) == nil)
        #expect(kind("history") == S_IFLNK)
        #expect(HistoryFile(url: directory.file("kept/history")).load().entries == ["x"])
    }

    @Test func aLinkToAFolderIsReportedAndNothingIsWritten() throws {
        try FileManager.default.createDirectory(at: directory.file("a-folder"), withIntermediateDirectories: false)
        try link("history", to: "a-folder")
        let file = HistoryFile(url: directory.file("history"))
        #expect(file.load().warning == "The history file \(directory.file("history").path) is a directory, so history will not be loaded or saved this session.")
        #expect(file.save(["x"])?.contains("is a directory") == true)
        #expect(kind("history") == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("a-folder").path).isEmpty)
    }

    @Test func aLoopOfLinksIsReportedAndNothingIsWritten() throws {
        try link("history", to: "other")
        try link("other", to: "history")
        let file = HistoryFile(url: directory.file("history"))
        let loaded = file.load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.warning == "The history file \(directory.file("history").path) could not be read (it is a loop of symbolic links (or a chain of more than 40)), so history will not be loaded or saved this session.")
        #expect(file.save(["x"]) == "History will not be saved: \(directory.file("history").path) is a loop of symbolic links (or a chain of more than 40).")
        #expect(kind("history") == S_IFLNK && kind("other") == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["history", "other"])
    }

    @Test(arguments: [false, true])
    func aNamedPipeIsRefusedNotWaitedOn(throughALink: Bool) throws {
        let pipe = directory.file(throughALink ? "pipe" : "history")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        if throughALink { try link("history", to: "pipe") }
        let file = HistoryFile(url: directory.file("history"))
        let done = DispatchSemaphore(value: 0)
        let result = Locked<(entries: [String], warning: String?, saved: String?)?>(nil)
        Thread {
            let loaded = file.load()
            let saved = file.save(["x"])
            result.withValue { $0 = (loaded.entries, loaded.warning, saved) }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            // Let the blocked reader go, so the test ends.
            let fd = open(pipe.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { close(fd) }
            Issue.record("reading the history waited on the named pipe")
            _ = done.wait(timeout: .now() + 10)
            return
        }
        let found = try #require(result.withValue { $0 })
        #expect(found.entries.isEmpty)
        #expect(found.warning == "The history file \(directory.file("history").path) could not be read (it is a named pipe (FIFO), not a regular file), so history will not be loaded or saved this session.")
        #expect(found.saved?.contains("named pipe (FIFO)") == true, "\(found.saved ?? "")")
        #expect(kind(pipe.lastPathComponent) == S_IFIFO)
    }

    /// A reader whose history file is a named pipe starts at once and says so once: the warning that history will
    /// not be loaded or saved is not repeated when the first entry cannot be saved.
    @Test func aReaderWithANamedPipeForHistoryStartsAndWarnsOnce() throws {
        let path = directory.file("history").path
        #expect(mkfifo(path, 0o600) == 0)
        let made = Locked<PlainLineReader?>(nil), done = DispatchSemaphore(value: 0)
        Thread {
            let reader = PlainLineReader(fileDescriptor: -1, historyFile: HistoryFile(url: URL(fileURLWithPath: path)))
            made.withValue { $0 = reader }
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .timedOut {
            let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { close(fd) }
            _ = done.wait(timeout: .now() + 10)
        }
        let reader = try #require(made.withValue { $0 }, "the reader waited on the named pipe")
        reader.addHistory("entry")
        #expect(reader.history == ["entry"])
        #expect(reader.warnings == ["The history file \(directory.file("history").path) could not be read (it is a named pipe (FIFO), not a regular file), so history will not be loaded or saved this session."])
        reader.close()
        #expect(kind("history") == S_IFIFO)
    }
}
