import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder under the system temporary folder for one test, removed with everything in it
/// when the test lets go of it: never a fixed path another test could share.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    /// - Parameter prefix: the start of the folder's name, to tell whose it is when one is left over.
    public init(_ prefix: String = "PlaygroundTests") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
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

    /// A file in this folder (not created).
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name, isDirectory: false)
    }

    public func write(_ bytes: [UInt8], to file: URL) throws {
        try Data(bytes).write(to: file)
    }

    public func bytes(of file: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file))
    }

    /// The permission bits of `path`, or nil when it cannot be examined.
    public func mode(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
}
