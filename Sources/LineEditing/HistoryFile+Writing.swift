import FileLocking
import Foundation
import Platform

/// Writing the history file: checked first, then under the lock, atomically by rename, and never over a file
/// that could not be read completely (see ``HistoryFile``).
extension HistoryFile {
    /// Takes the lock, reads the file, and replaces it with `newEntries(entries on disk)`.
    ///
    /// A symbolic link is written through (see ``SafeFile``): the file it leads to is replaced, by a temporary file
    /// in that file's folder, and the link stays a link. The lock is `<that file>.lock`, beside the file replaced
    /// rather than beside the link: every path that leads to the same file (the file itself, or several links to it)
    /// then takes the same lock, and the temporary files it guards are in that folder too.
    func write(_ newEntries: ([String]) -> [String]) -> SaveOutcome {
        let resolved: SymbolicLinks.Resolved
        switch SymbolicLinks.resolve(url.path) {
        case .success(let found): resolved = found
        case .failure(let failure): return SaveOutcome(problem: "History will not be saved: \(failure.words(for: url.path)).")
        }
        let path = resolved.path
        if let problem = writabilityProblem() {
            return SaveOutcome(problem: problem)
        }
        // The folders on the way are made, never those at the far end of a link (see writabilityProblem).
        let directory = URL(fileURLWithPath: SymbolicLinks.folder(of: path), isDirectory: true)
        if !resolved.followedLink {
            do {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                return SaveOutcome(problem: "History will not be saved: could not create the folder \(directory.path) (\(Self.describe(error))).")
            }
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
        if lock.isHeld {
            StagedFile.removeStaleTemporaries(besides: path)
        }

        var bytes: [UInt8] = []
        for entry in newEntries(existing.entries).suffix(max(0, capacity)) {
            guard !HistoryList.isBlank(entry) else { continue }
            let line = Self.encode(entry)
            guard line.count <= Self.maxEntryBytes else { continue }
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }

        let failure: FileFailure? = switch StagedFile.stage(bytes, besides: path, permissions: .ownerOnly) {
        case .failure(let failure): failure
        case .success(let staged): staged.commit()
        }
        if let failure {
            outcome.problem = "History could not be saved: \(failure.text)."
        }
        return outcome
    }

    static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        StagedFile.isTemporaryName(name, prefix: prefix)
    }

    /// Why saving would fail, checked without touching anything; nil if it looks possible.
    /// (Root passes every permission check, so the only sure failure then is a parent path that is not a folder.)
    /// A dangling link needs the folder it names: it is not made (more likely a mistake than a wish).
    func writabilityProblem() -> String? {
        let resolved: SymbolicLinks.Resolved
        switch SymbolicLinks.resolve(url.path) {
        case .success(let found): resolved = found
        case .failure(let failure): return "History will not be saved: \(failure.words(for: url.path))."
        }
        let target = URL(fileURLWithPath: resolved.path)
        var info = stat()
        if lstat(target.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return "History will not be saved: \(target.path) is a directory."
            }
            if (info.st_mode & S_IFMT) != S_IFREG {
                return "History will not be saved: \(target.path) is \(FileKind(mode: info.st_mode).noun), not a regular file."
            }
            if access(target.path, W_OK) != 0 {
                return "History will not be saved: \(target.path) is read-only (\(Self.errnoText()))."
            }
        } else if resolved.followedLink, FileKind.of(target.deletingLastPathComponent().path) == nil {
            return "History will not be saved: \(url.path) is a symbolic link to \(target.path), in a folder that does not exist."
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
