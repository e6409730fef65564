import FileLocking
import Foundation

/// Keeps ``Progress`` in a small JSON file (see `Progress+Coding.swift` for the format), usually
/// ``defaultLocation(environment:)``.
///
/// ## Nothing is silently discarded
/// A file that is not a progress file this playground understands (not JSON, the wrong shape, too large, or
/// written by a newer playground with a larger format version) is renamed, never deleted or overwritten:
/// `progress.json.damaged-<n>`, or `progress.json.v<version>-<n>` for a newer one, with the first free `n`. The
/// user is told where it went, and progress starts empty. A file that cannot be read at all (no permission, a
/// folder) is left alone and progress is not saved over it.
///
/// ## A symbolic link (progress kept in a dotfiles repository)
/// is written through: the file it leads to (through relative links and chains of links too) is read and
/// replaced, by a temporary file in *that* file's folder, and the link stays a link. A dangling link gets its file
/// created, in the folder it names (which is never made). A damaged file behind a link is kept aside beside that
/// file (`<target>.damaged-1`); the link stays, and the next save creates its file again. A loop of links, a link
/// to a folder or to a named pipe are reported, and nothing is written.
///
/// ## Two shells at once
/// ``update(_:)`` holds an exclusive `flock(2)` on `progress.json.lock` next to the file while it reads the file,
/// applies the change to what it read, and replaces the file (atomically, by renaming a temporary file over it).
/// So a change is applied to the latest progress on disk, whichever shell wrote it, and none is lost. A shell that
/// keeps its own copy in memory saves it with `store.update { $0.merge(copy) }` and can take the returned
/// progress as its new copy, which then includes what other shells recorded.
///
/// The lock file is named after the file that is replaced, next to it (the target of a link, not the link): every
/// path that leads to the same file, whether the file itself or any link to it (two state folders linking to one
/// dotfile), then takes the same lock, and the temporary files it guards are in that folder too.
///
/// Nothing here throws or stops the program: every failure becomes a sentence in the result's `problem`.
public final class ProgressStore: Sendable {
    /// The progress file. When it is a symbolic link, the file it leads to is read and replaced (see above).
    public let url: URL
    /// How long ``update(_:)`` waits, in seconds, for another playground to release the lock before giving up.
    public let lockTimeout: Double

    public init(url: URL, lockTimeout: Double = 2) {
        self.url = url
        self.lockTimeout = lockTimeout
    }

    /// The default location: `$XDG_STATE_HOME/mvvm-playground/progress.json`, else
    /// `$HOME/.local/state/mvvm-playground/progress.json`, else nil (progress is not kept). Relative or empty values
    /// are ignored, as the XDG spec asks. `environment` is passed in; this never reads the process's environment.
    public static func defaultLocation(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true)
                .appendingPathComponent("mvvm-playground", isDirectory: true)
                .appendingPathComponent("progress.json", isDirectory: false)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state/mvvm-playground", isDirectory: true)
                .appendingPathComponent("progress.json", isDirectory: false)
        }
        return nil
    }

    /// What ``load()`` found.
    public struct LoadResult: Equatable, Sendable {
        /// The progress in the file; empty when there is no file or it could not be used.
        public var progress: Progress
        /// Something the user should be told (the file was kept aside, or could not be read), as a sentence.
        public var problem: String?

        public init(progress: Progress, problem: String? = nil) {
            self.progress = progress
            self.problem = problem
        }
    }

    /// What ``update(_:)`` did.
    public struct UpdateResult: Equatable, Sendable {
        /// What the file now holds (the progress on disk with the change applied), or nil when nothing was saved.
        /// A shell keeping a copy in memory can take this as its new copy: it includes other shells' progress.
        public var progress: Progress?
        /// Something the user should be told, as one or more sentences; nil when all went well.
        public var problem: String?

        /// Whether the change was saved.
        public var saved: Bool { progress != nil }

        public init(progress: Progress?, problem: String? = nil) {
            self.progress = progress
            self.problem = problem
        }
    }

    /// Reads the progress. No file means empty progress and no problem. A file that is damaged or from a newer
    /// playground is moved aside (under the lock, after reading it again) and reported. Creates nothing when the
    /// file is missing or fine.
    public func load() -> LoadResult {
        let path: String
        switch ProgressDisk.resolvedPath(url) {
        case .success(let resolved): path = resolved.path
        case .failure(let failure): return LoadResult(progress: Progress(), problem: DiskState.unreadable(reason: failure.text).loadProblem(path: url.path))
        }
        let state = inspect(path)
        guard case .unusable = state else {
            return LoadResult(progress: state.progress ?? Progress(), problem: state.loadProblem(path: path))
        }
        let lock = ProgressLock.acquire(path: path + ".lock", timeout: lockTimeout)
        defer { lock.release() }
        if let failure = lock.failure {
            return LoadResult(progress: Progress(), problem:
                "The progress file \(path) could not be read (\(state.reason ?? "")); it was left in place because \(failure); starting with empty progress.")
        }
        // Read again: another playground may have kept it aside and written a good file meanwhile.
        let current = inspect(path)
        if case .unusable(let reason, let label) = current {
            return LoadResult(progress: Progress(), problem: keepAside(path, reason: reason, label: label).problem)
        }
        return LoadResult(progress: current.progress ?? Progress(), problem: current.loadProblem(path: path))
    }

    /// Applies `change` to the progress on disk and saves the result: under the lock, reading the file first, so
    /// that what other playgrounds saved is kept (see the type's documentation). Creates the folder (mode 0700)
    /// when missing; the file has mode 0600. A damaged or newer file found now is kept aside, as in ``load()``,
    /// and the change is applied to empty progress.
    ///
    /// Saves nothing, and says why, when the lock cannot be had within ``lockTimeout``, the file cannot be read or
    /// kept aside, or the folder or file cannot be written. `change` is called at most once, on this thread, and not at
    /// all when the lock or the file cannot be had.
    @discardableResult
    public func update(_ change: (inout Progress) -> Void) -> UpdateResult {
        let resolved: SymbolicLinks.Resolved
        switch ProgressDisk.resolvedPath(url) {
        case .success(let found): resolved = found
        case .failure(let failure): return notSaved("Progress was not saved: the progress file \(url.path) could not be read (\(failure.text)).")
        }
        let path = resolved.path
        // The folders on the way to the file are made; never those at the far end of a link (a dangling link
        // whose folder is missing is more likely a mistake than a wish): saving then says the folder is missing.
        let folder = (path as NSString).deletingLastPathComponent
        if resolved.followedLink {
            if FileKind.of(folder) != .folder {
                return notSaved("Progress was not saved: \(url.path) is a symbolic link to \(path), in a folder that does not exist.")
            }
        } else if let problem = ProgressDisk.makeFolders(atPath: folder) {
            return notSaved("Progress was not saved: \(problem).")
        }
        let lock = ProgressLock.acquire(path: path + ".lock", timeout: lockTimeout)
        defer { lock.release() }
        if let failure = lock.failure {
            return notSaved("Progress was not saved because \(failure).")
        }
        ProgressDisk.removeStaleTemporaryFiles(besides: path)

        var progress = Progress()
        var notices: [String] = []
        switch inspect(path) {
        case .missing:
            break
        case .usable(let onDisk):
            progress = onDisk
        case .unreadable(let reason):
            return notSaved("Progress was not saved: the progress file \(path) could not be read (\(reason)).")
        case .unusable(let reason, let label):
            let aside = keepAside(path, reason: reason, label: label)
            guard aside.movedAside else { return notSaved(aside.problem) }
            notices.append(aside.problem)
        }
        change(&progress)

        let data: Data
        do {
            data = try progress.fileContents()
        } catch {
            notices.append("Progress was not saved: it could not be encoded (\(error)).")
            return UpdateResult(progress: nil, problem: notices.joined(separator: " "))
        }
        if let failure = ProgressDisk.replaceFile(atPath: path, with: data) {
            notices.append("Progress was not saved: \(failure).")
            return UpdateResult(progress: nil, problem: notices.joined(separator: " "))
        }
        return UpdateResult(progress: progress, problem: notices.isEmpty ? nil : notices.joined(separator: " "))
    }

    private func notSaved(_ problem: String) -> UpdateResult {
        UpdateResult(progress: nil, problem: problem)
    }
}
