import FileLocking
import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock shared by the history file and the progress file: held, it keeps a second taker out until released.
@Suite struct FileLockTests {
    let folder = TemporaryFolder("FileLockingTests")

    @Test func aHeldLockMakesASecondAcquireTimeOutUntilReleased() throws {
        let path = folder.url.appendingPathComponent("file.lock").path
        let first = try FileLock.acquire(path: path, timeout: 0).get()

        let second = FileLock.acquire(path: path, timeout: 0.1)
        #expect(throws: FileLock.Failure.timedOut) { try second.get() }

        first.release()
        let third = try FileLock.acquire(path: path, timeout: 0).get()
        third.release()
        #expect(FileManager.default.fileExists(atPath: path), "the lock file stays in place")
    }

    @Test func aPathThatCannotBeOpenedSaysWhy() {
        let path = folder.url.appendingPathComponent("missing/file.lock").path
        #expect(throws: FileLock.Failure.couldNotOpen(errno: ENOENT)) { try FileLock.acquire(path: path, timeout: 0).get() }
    }

    @Test func writeAllWritesEveryByte() throws {
        let path = folder.url.appendingPathComponent("bytes").path
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        #expect(fd >= 0)
        let bytes = [UInt8](repeating: 7, count: 300_000)
        #expect(bytes.withUnsafeBytes { writeAll(fd, $0) })
        close(fd)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }
}
