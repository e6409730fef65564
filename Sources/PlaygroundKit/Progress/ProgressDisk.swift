import FileLocking
import Foundation
import Platform

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

    /// Reads the file without ever blocking (a named pipe at the path is refused, not waited on): see
    /// ``RegularFile``.
    static func readFile(atPath path: String) -> FileState {
        switch RegularFile.read(atPath: path, maxBytes: maxFileBytes) {
        case .missing: .missing
        case .contents(let bytes): .contents(Data(bytes))
        case .tooLarge(let bytes): .tooLarge(bytes: bytes)
        case .failed(let failure): .unreadable(reason: failure.words)
        }
    }

    /// Makes `path` and any missing folders above it, each with mode 0700. Returns why not, or nil.
    static func makeFolders(atPath path: String) -> String? {
        Folders.make(path, mode: 0o700)
    }

    /// Gives the file at `path` a new name, `path.<label>-<n>` with the first free `n` from 1, without ever
    /// replacing an existing file. Returns the new path, or why the file could not be moved.
    static func moveAside(_ path: String, label: String) -> Result<String, DiskFailure> {
        for number in 1...10_000 {
            let aside = "\(path).\(label)-\(number)"
            if link(path, aside) == 0 {
                // Both names now hold the file; dropping the old one cannot lose it.
                unlink(path)
                return .success(aside)
            }
            let error = errno
            if error == EEXIST { continue }
            if error == ENOENT { return .failure(DiskFailure(text: errnoText(error))) }
            // No hard links here (some file systems): rename, after checking the name is free. This runs under the
            // lock, so no other playground takes the name in between.
            var info = stat()
            if lstat(aside, &info) == 0 { continue }
            if errno != ENOENT { return .failure(DiskFailure(text: errnoText())) }
            if rename(path, aside) == 0 { return .success(aside) }
            return .failure(DiskFailure(text: errnoText()))
        }
        return .failure(DiskFailure(text: "every name up to \(path).\(label)-10000 is taken"))
    }

    struct DiskFailure: Error {
        var text: String
    }

    /// Replaces the file at `path` (links already followed) with `data`: written to a temporary file in the same
    /// folder (mode 0600), flushed, then renamed over `path`, so a reader sees the old file or the new one, never
    /// part of one (``StagedFile``). Returns why not.
    static func replaceFile(atPath path: String, with data: Data) -> String? {
        switch StagedFile.stage([UInt8](data), besides: path, permissions: .ownerOnly) {
        case .failure(let failure): failure.text
        case .success(let staged): staged.commit()?.text
        }
    }

    /// Removes temporary files (``replaceFile(atPath:with:)``'s names) left by playgrounds that stopped between
    /// writing and renaming one. Only call this holding the lock: every writer holds it while its temporary exists.
    static func removeStaleTemporaryFiles(besides path: String) {
        StagedFile.removeStaleTemporaries(besides: path)
    }

    /// The file `url` leads to, symbolic links followed (also relative ones, chains, and a dangling link, which
    /// leads to the file it names): saving replaces that file and keeps the link (see ``SafeFile``). Fails, in
    /// words completing "could not be read (...)", for a loop of links.
    static func resolvedPath(_ url: URL) -> Result<SymbolicLinks.Resolved, DiskFailure> {
        SymbolicLinks.resolve(url.path).mapError { failure in
            switch failure {
            case .loop: DiskFailure(text: RegularFile.ReadFailure.error(ELOOP).words)
            case .inaccessible(let path, let code): DiskFailure(text: "\(path) cannot be examined: \(errnoWords(code))")
            }
        }
    }
}
