import FileLocking
import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing whatever is at the path the way a user expects: devices and pipes in place (never replaced), regular
/// files atomically, links written through, write errors in words; and several files all or none.
@Suite struct SafeFileTests {
    let folder = TemporaryFolder("FileLockingTests")

    func kind(_ path: String) -> FileKind? {
        FileKind.of(path, followingLinks: false)
    }

    @Test func devNullIsWrittenInPlaceAndStaysADevice() {
        #expect(SafeFile.examine("/dev/null", nonRegular: .writeInPlace) == .success(.inPlace(appending: false)))
        #expect(SafeFile.write(Array("nothing to keep\n".utf8), to: "/dev/null", permissions: .usual, nonRegular: .writeInPlace) == nil)
        #expect(kind("/dev/null") == .characterDevice)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is Linux's"))
    func devFullSaysNoSpaceLeftAndStaysADevice() {
        let failure = SafeFile.write(Array("a recording\n".utf8), to: "/dev/full", permissions: .usual, nonRegular: .writeInPlace)
        #expect(failure?.text == "could not write /dev/full (no space left on device)")
        #expect(kind("/dev/full") == .characterDevice)
    }

    @Test func aMistypedDeviceNameIsNotMadeAFileInDev() {
        let typo = "/dev/nul-\(UUID().uuidString.prefix(8))"
        defer { unlink(typo) }
        #expect(SafeFile.write([1], to: typo, permissions: .usual, nonRegular: .writeInPlace) == FileFailure("\(typo) is not a device (no new files are made in /dev)"))
        #expect(kind(typo) == nil)
    }

    @Test func aDeviceOrPipeIsRefusedWhenTheCallerKeepsTheFile() throws {
        let fifo = folder.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(SafeFile.write([1], to: fifo, permissions: .ownerOnly, nonRegular: .refuse) == FileFailure("\(fifo) is a named pipe (FIFO), not a regular file"))
        #expect(SafeFile.write([1], to: "/dev/null", permissions: .ownerOnly, nonRegular: .refuse) == FileFailure("/dev/null is a character device, not a regular file"))
        #expect(kind(fifo) == .namedPipe)
    }

    @Test func aNamedPipeIsWrittenInPlaceForItsReader() throws {
        let fifo = folder.url.appendingPathComponent("cast.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReadInBackground(fifo)
        let bytes = Array(String(repeating: "a line of the recording\n", count: 10_000).utf8)
        #expect(SafeFile.write(bytes, to: fifo, permissions: .usual, nonRegular: .writeInPlace) == nil)
        #expect(received.wait(seconds: 60) == bytes)
        #expect(kind(fifo) == .namedPipe, "still a pipe, not replaced by a file")
    }

    @Test func aRegularFileIsReplacedWholeWithNoTemporaryLeft() throws {
        let file = folder.url.appendingPathComponent("out.cast")
        try folder.write(Array("old and longer than the new\n".utf8), to: file)
        #expect(SafeFile.examine(file.path, nonRegular: .writeInPlace) == .success(.replace(resolved: file.resolvingSymlinksInPath().path)))
        #expect(SafeFile.write(Array("new\n".utf8), to: file.path, permissions: .ownerOnly, nonRegular: .writeInPlace) == nil)
        #expect(try folder.bytes(of: file) == Array("new\n".utf8))
        #expect(folder.mode(of: file.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out.cast"])
    }

    @Test func aMissingFileIsCreatedAndAMissingFolderIsNamed() throws {
        let file = folder.url.appendingPathComponent("new.cast")
        #expect(SafeFile.write([0x41], to: file.path, permissions: .usual, nonRegular: .writeInPlace) == nil)
        #expect(try folder.bytes(of: file) == [0x41])
        let nowhere = folder.url.appendingPathComponent("no/such/x.cast").path
        #expect(SafeFile.write([0x41], to: nowhere, permissions: .usual, nonRegular: .writeInPlace)
            == FileFailure("the folder \(folder.url.path)/no/such does not exist"))
        try folder.write([1], to: folder.url.appendingPathComponent("plain"))
        #expect(SafeFile.write([0x41], to: folder.url.appendingPathComponent("plain/x.cast").path, permissions: .usual, nonRegular: .writeInPlace)
            == FileFailure("\(folder.url.path)/plain is not a folder"))
    }

    @Test func aFolderIsRefusedInWords() throws {
        let inTheWay = folder.url.appendingPathComponent("di.md")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
        #expect(SafeFile.write([1], to: inTheWay.path, permissions: .usual, nonRegular: .writeInPlace) == FileFailure("\(inTheWay.path) is a folder"))
        #expect(kind(inTheWay.path) == .folder)
    }

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        let real = folder.url.appendingPathComponent("real.cast")
        let link = folder.url.appendingPathComponent("link.cast")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.cast")
        #expect(SafeFile.write(Array("via the link".utf8), to: link.path, permissions: .usual, nonRegular: .writeInPlace) == nil)
        #expect(kind(link.path) == .symbolicLink)
        #expect(try folder.bytes(of: real) == Array("via the link".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("loop").path, withDestinationPath: "loop")
        #expect(SafeFile.write([1], to: folder.url.appendingPathComponent("loop").path, permissions: .usual, nonRegular: .writeInPlace)?.text
            .contains("is a loop of symbolic links") == true)
    }

    @Test func aBatchWhoseStagingFailsLeavesEveryFileAsItWas() throws {
        let kept = folder.url.appendingPathComponent("a.md")
        try folder.write(Array("mine".utf8), to: kept)
        let batch = FileBatch()
        #expect(batch.stage(Array("new a".utf8), at: kept.path, display: "a.md", permissions: .usual) == nil)
        #expect(batch.stage([1], at: folder.url.appendingPathComponent("gone/b.md").path, display: "gone/b.md", permissions: .usual)
            == FileFailure("the folder gone does not exist"))
        #expect(batch.count == 0)
        #expect(try folder.bytes(of: kept) == Array("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["a.md"], "no temporary file left")
    }

    /// A rename that fails halfway (here a folder appears where the second file goes, after staging) puts back the
    /// first file replaced and removes the one created: all or nothing.
    @Test func aBatchWhoseRenameFailsPutsBackWhatItReplaced() throws {
        let replaced = folder.url.appendingPathComponent("1-a.md"), created = folder.url.appendingPathComponent("2-b.md")
        let blocked = folder.url.appendingPathComponent("3-c.md")
        try folder.write(Array("the old a".utf8), to: replaced)
        let batch = FileBatch()
        for (file, text) in [(replaced, "new a"), (created, "new b"), (blocked, "new c")] {
            #expect(batch.stage(Array(text.utf8), at: file.path, display: file.lastPathComponent, permissions: .usual) == nil)
        }
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(batch.commit() == FileFailure("3-c.md is a folder"))
        #expect(try folder.bytes(of: replaced) == Array("the old a".utf8))
        #expect(!FileManager.default.fileExists(atPath: created.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["1-a.md", "3-c.md"])
    }

    @Test func aBatchPutsEveryFileInPlace() throws {
        let batch = FileBatch()
        for name in ["x.md", "y.md"] {
            #expect(batch.stage(Array(name.utf8), at: folder.url.appendingPathComponent(name).path, display: name, permissions: .usual) == nil)
        }
        #expect(batch.commit() == nil)
        #expect(try folder.bytes(of: folder.url.appendingPathComponent("y.md")) == Array("y.md".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["x.md", "y.md"])
    }
}

/// Reads a named pipe to its end on a thread of its own.
final class ReadInBackground: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    init(_ path: String) {
        Thread { [self] in
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while fd >= 0 {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }.start()
    }

    /// What was read, once the writer closed the pipe; nil when that took longer than `seconds`.
    func wait(seconds: Double) -> [UInt8]? {
        done.wait(timeout: .now() + seconds) == .success ? bytes : nil
    }
}
