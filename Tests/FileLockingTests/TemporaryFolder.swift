import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder under the system temporary folder for one test, removed with everything in it afterwards.
final class TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("FileLockingTests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Undo any chmod a test did, so that removal works for users other than root too.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            chmod(url.path, 0o700)
            for case let relative as String in enumerator {
                chmod(url.appendingPathComponent(relative).path, 0o700)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ bytes: [UInt8], to file: URL) throws {
        try Data(bytes).write(to: file)
    }

    func bytes(of file: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file))
    }

    /// The permission bits of `path`, or nil when it cannot be examined.
    func mode(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
}
