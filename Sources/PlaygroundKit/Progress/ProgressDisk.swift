import FileLocking
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations behind ``ProgressStore``, on paths, reporting failures as text instead of throwing.
enum ProgressDisk {
    /// Files larger than this are not progress files (a real one is a few kilobytes) and are not read.
    static let maxFileBytes = 4 * 1024 * 1024

    /// What is at the progress file's path.
    enum FileState: Equatable {
        case missing
        case contents(Data)
        /// Too large to be a progress file; not read.
        case tooLarge(bytes: Int)
        /// Could not be read at all (a folder, no permission, an I/O error); completes "could not be read (...)".
        case unreadable(reason: String)
    }

    static func errnoText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    static func readFile(atPath path: String) -> FileState {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT ? .missing : .unreadable(reason: errnoText())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(reason: errnoText()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable(reason: "it is a folder")
        default: return .unreadable(reason: "it is not a regular file")
        }
        if Int(info.st_size) > maxFileBytes {
            return .tooLarge(bytes: Int(info.st_size))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
                if data.count > maxFileBytes { return .tooLarge(bytes: data.count) }
            } else if count == 0 {
                return .contents(data)
            } else if errno != EINTR {
                return .unreadable(reason: errnoText())
            }
        }
    }

    /// Makes `path` and any missing folders above it, each with mode 0700. Returns why not, or nil.
    static func makeFolders(atPath path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(path) is not a folder"
        }
        // ENOTDIR: some folder above is a file; going up names it.
        guard errno == ENOENT || errno == ENOTDIR else { return "\(path) is not accessible (\(errnoText()))" }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty, let problem = makeFolders(atPath: parent) {
            return problem
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            return "the folder \(path) could not be created (\(errnoText()))"
        }
        return nil
    }

    /// Gives the file at `path` a new name, `path.<label>-<n>` with the first free `n` from 1, without ever
    /// replacing an existing file. Returns the new path, or why the file could not be moved.
    static func moveAside(_ path: String, label: String) -> Result<String, AsideFailure> {
        for number in 1...10_000 {
            let aside = "\(path).\(label)-\(number)"
            if link(path, aside) == 0 {
                // Both names now hold the file; dropping the old one cannot lose it.
                unlink(path)
                return .success(aside)
            }
            let error = errno
            if error == EEXIST { continue }
            if error == ENOENT { return .failure(AsideFailure(text: errnoText(error))) }
            // No hard links here (some file systems): rename, after checking the name is free. This runs under the
            // lock, so no other playground takes the name in between.
            var info = stat()
            if lstat(aside, &info) == 0 { continue }
            if errno != ENOENT { return .failure(AsideFailure(text: errnoText())) }
            if rename(path, aside) == 0 { return .success(aside) }
            return .failure(AsideFailure(text: errnoText()))
        }
        return .failure(AsideFailure(text: "every name up to \(path).\(label)-10000 is taken"))
    }

    struct AsideFailure: Error {
        var text: String
    }

    /// Replaces the file at `path` with `data`: written to a temporary file in the same folder (mode 0600), flushed,
    /// then renamed over `path`, so a reader sees the old file or the new one, never part of one. Returns why not.
    static func replaceFile(atPath path: String, with data: Data) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        var template = Array((directory + "/" + temporaryPrefix(for: path) + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return "could not write in \(directory) (\(errnoText()))" }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        if fchmod(fd, 0o600) != 0 || !data.withUnsafeBytes({ writeAll(fd, $0) }) || fsync(fd) != 0 {
            failure = errnoText()
        }
        if close(fd) != 0, failure == nil {
            failure = errnoText()
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = errnoText()
        }
        if failure != nil {
            unlink(temporary)
        }
        return failure
    }

    /// Removes temporary files (``replaceFile(atPath:with:)``'s names) left by playgrounds that stopped between
    /// writing and renaming one. Only call this holding the lock: every writer holds it while its temporary exists.
    static func removeStaleTemporaryFiles(besides path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = temporaryPrefix(for: path)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            let candidate = directory + "/" + name
            var info = stat()
            if lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                unlink(candidate)
            }
        }
    }

    private static func temporaryPrefix(for path: String) -> String {
        "." + (path as NSString).lastPathComponent + "-"
    }

    /// `url`'s path with symbolic links at the end followed, even to a file that does not exist yet, so saving
    /// replaces the file a link points to rather than the link.
    static func resolvedPath(_ url: URL) -> String {
        var current = url.standardizedFileURL.path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }
}
