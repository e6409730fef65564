import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the history file: checked first, then under the lock, atomically by rename, and never over a file
/// that could not be read completely (see ``HistoryFile``).
extension HistoryFile {
    /// Takes the lock, reads the file, and replaces it with `newEntries(entries on disk)`.
    func write(_ newEntries: ([String]) -> [String]) -> SaveOutcome {
        let target = resolvedURL()
        let path = target.path
        if let problem = writabilityProblem() {
            return SaveOutcome(problem: problem)
        }
        let directory = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return SaveOutcome(problem: "History will not be saved: could not create the folder \(directory.path) (\(Self.describe(error))).")
        }

        var outcome = SaveOutcome()
        let lock = HistoryLock.acquire(path: path + ".lock", timeout: lockTimeout)
        defer { lock.release() }
        outcome.lockWarning = lock.warning
        outcome.lockTimedOut = lock.timedOut

        let existing = readContents()
        if existing.exists && !existing.isComplete {
            outcome.problem = existing.warning
                ?? "The history file \(path) could not be read completely, so it will not be overwritten."
            return outcome
        }
        let temporaryPrefix = "." + target.lastPathComponent + "-"
        if lock.isHeld {
            removeStaleTemporaryFiles(in: directory.path, prefix: temporaryPrefix)
        }

        var bytes: [UInt8] = []
        for entry in newEntries(existing.entries).suffix(max(0, capacity)) {
            guard !HistoryList.isBlank(entry) else { continue }
            let line = Self.encode(entry)
            guard line.count <= Self.maxEntryBytes else { continue }
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }

        var template = Array((directory.path + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            outcome.problem = "History will not be saved: could not write in \(directory.path) (\(Self.errnoText()))."
            return outcome
        }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        if !bytes.withUnsafeBytes({ writeAll(fd, $0) }) {
            failure = Self.errnoText()
        } else if fsync(fd) != 0 {
            failure = Self.errnoText()
        }
        if closeDescriptor(fd) != 0, failure == nil {
            failure = Self.errnoText()
        }
        if failure == nil, rename(temporaryPath, path) != 0 {
            failure = Self.errnoText()
        }
        if let failure {
            unlink(temporaryPath)
            outcome.problem = "History could not be saved to \(path) (\(failure))."
        }
        return outcome
    }

    /// Removes `prefix` + six letters or digits (what `mkstemp` makes of `XXXXXX`): temporary files of writers that
    /// died before renaming them. Only regular files; only while holding the lock.
    private func removeStaleTemporaryFiles(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where Self.isTemporaryName(name, prefix: prefix) {
            let path = directory + "/" + name
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                unlink(path)
            }
        }
    }

    static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6 && suffix.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    /// Why saving would fail, checked without touching anything; nil if it looks possible.
    /// (Root passes every permission check, so the only sure failure then is a parent path that is not a folder.)
    func writabilityProblem() -> String? {
        let target = resolvedURL()
        var info = stat()
        if lstat(target.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return "History will not be saved: \(target.path) is a directory."
            }
            if access(target.path, W_OK) != 0 {
                return "History will not be saved: \(target.path) is read-only (\(Self.errnoText()))."
            }
        }
        var directory = target.deletingLastPathComponent()
        while true {
            let path = directory.path
            if stat(path, &info) == 0 {
                if (info.st_mode & S_IFMT) != S_IFDIR {
                    return "History will not be saved: \(path) is not a folder."
                }
                if access(path, W_OK | X_OK) != 0 {
                    return "History will not be saved: the folder \(path) is not writable (\(Self.errnoText()))."
                }
                return nil
            }
            if errno == ENOTDIR {
                // Some ancestor is a regular file; keep walking up to name it.
            } else if errno != ENOENT {
                return "History will not be saved: \(path) is not accessible (\(Self.errnoText()))."
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == path { return nil }
            directory = parent
        }
    }

    /// `url` with symbolic links at the end followed (even to a file that does not exist yet), so saving replaces
    /// the file a link points to rather than the link.
    func resolvedURL() -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current.standardizedFileURL
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return errnoText(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return errnoText(Int32(nsError.code))
        }
        return nsError.localizedDescription
    }
}
