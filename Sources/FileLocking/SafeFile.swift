import Platform

/// Writing a file the way a user expects, whatever is at the path: the one place every state and output file
/// (progress, history, handouts, recordings) is written from.
///
/// - A regular file, or nothing: replaced atomically (``StagedFile``: a temporary file in the same folder,
///   flushed, renamed over it), so a reader never sees half a file.
/// - A symbolic link (also a relative one, or a chain of them): written *through*. The file it leads to is
///   replaced, its temporary file made in that file's folder, and the link stays a link. A dangling link gets
///   its file created, when the folder it names exists (no folders are made at the far end of a link). A loop
///   of links, or a link to a folder, is refused with a message.
/// - A character device or a named pipe (`/dev/null`, `/dev/tty`, a FIFO) and the process's own open files
///   (`/dev/stdout`): written in place, when the caller allows it (``NonRegular/writeInPlace``), never replaced:
///   a rename over `/dev/null`, as root, would break it for the whole system. Write errors (`/dev/full`) are
///   reported.
/// - A folder, a block device, a socket, or a new file in `/dev` (a device name mistyped): refused with a
///   message.
public enum SafeFile {
    /// What to do with a path that holds something other than a regular file (a device, a named pipe).
    public enum NonRegular: Sendable {
        /// Write to it in place, as a shell redirection would: for files the user names (a recording).
        case writeInPlace
        /// Refuse with a message: for files the program keeps, or a set of files written together.
        case refuse
    }

    /// How a path will be written.
    public enum Placement: Equatable, Sendable {
        /// Replaced atomically: a temporary file in `resolved`'s folder renamed over it. `resolved` is the path
        /// with its links followed (see ``SymbolicLinks``).
        case replace(resolved: String)
        /// Opened and written where it is. `appending` for a regular file reached as one of the process's open
        /// files (`/dev/stdout` redirected to a file), so what is already there stays.
        case inPlace(appending: Bool)
    }

    /// Decides how `path` would be written, examining it (never opening it, so never blocking) and the folder the
    /// file would go in. The failure names `path` and says what is wrong in words.
    public static func examine(_ path: String, nonRegular: NonRegular) -> Result<Placement, FileFailure> {
        let resolved: SymbolicLinks.Resolved
        switch SymbolicLinks.resolve(path) {
        case .success(let found): resolved = found
        case .failure(let failure): return .failure(FileFailure(failure.words(for: path)))
        }
        let named = resolved.followedLink ? "\(path) is a symbolic link to \(resolved.path), which is" : "\(path) is"
        var info = stat()
        if stat(path, &info) == 0 {
            let kind = FileKind(mode: info.st_mode)
            switch kind {
            case .regular:
                if resolved.throughOpenFile { return .success(.inPlace(appending: true)) }
                if let problem = folderProblem(path, resolved) { return .failure(problem) }
                return .success(.replace(resolved: resolved.path))
            case .folder:
                return .failure(FileFailure("\(named) a folder"))
            case .characterDevice, .namedPipe:
                guard nonRegular == .writeInPlace else { return .failure(FileFailure("\(named) \(kind.noun), not a regular file")) }
                return .success(.inPlace(appending: false))
            default:
                return .failure(FileFailure("\(named) \(kind.noun), not a file to write to"))
            }
        }
        let error = errno
        if error == ELOOP { return .failure(FileFailure(SymbolicLinks.Failure.loop.words(for: path))) }
        guard error == ENOENT || error == ENOTDIR else { return .failure(FileFailure("\(path) cannot be examined (\(errnoWords(error)))")) }
        if resolved.throughOpenFile { return .failure(FileFailure("\(path) is not open")) }
        // A new file in /dev itself is a device name mistyped (`/dev/nul`), never a wish.
        if SymbolicLinks.folder(of: resolved.path) == "/dev" { return .failure(FileFailure("\(path) is not a device (no new files are made in /dev)")) }
        if let problem = folderProblem(path, resolved) { return .failure(problem) }
        return .success(.replace(resolved: resolved.path))
    }

    /// Writes `bytes` to `path` as the type's documentation says. Returns why not, or nil.
    public static func write(
        _ bytes: [UInt8], to path: String, permissions: StagedFile.Permissions, nonRegular: NonRegular
    ) -> FileFailure? {
        switch examine(path, nonRegular: nonRegular) {
        case .failure(let failure):
            return failure
        case .success(.inPlace(let appending)):
            return writeInPlace(bytes, to: path, appending: appending)
        case .success(.replace(let resolved)):
            switch StagedFile.stage(bytes, besides: resolved, display: path, permissions: permissions) {
            case .failure(let failure): return failure
            case .success(let staged): return staged.commit()
            }
        }
    }

    /// Opens `path` for writing (waiting for a reader, for a named pipe, as a shell redirection does) and writes
    /// every byte to it.
    static func writeInPlace(_ bytes: [UInt8], to path: String, appending: Bool) -> FileFailure? {
        let file: FileDescriptor
        do {
            // EINTR is retried; O_NOCTTY has no name in swift-system.
            let options: FileDescriptor.OpenOptions = [.closeOnExec, .init(rawValue: O_NOCTTY)]
            file = try FileDescriptor.open(FilePath(path), .writeOnly, options: appending ? options.union(.append) : options, retryOnInterrupt: true)
        } catch {
            return FileFailure("could not open \(path) (\(errnoWords(RegularFile.code(of: error))))")
        }
        var failure: Int32?
        if !bytes.withUnsafeBytes({ writeAll(file.rawValue, $0) }) { failure = errno }
        do { try file.close() } catch {
            let code = RegularFile.code(of: error)
            if failure == nil, code != EINTR { failure = code }
        }
        return failure.map { FileFailure("could not write \(path) (\(errnoWords($0)))") }
    }

    /// The nearest path above `folder`, or `folder` itself, that exists and is not a folder.
    private static func firstNonFolder(above folder: String) -> String? {
        var current = folder
        while true {
            if let kind = FileKind.of(current) { return kind == .folder ? nil : current }
            let parent = SymbolicLinks.folder(of: current)
            if parent == current { return nil }
            current = parent
        }
    }

    /// Why a file could not be made at `resolved.path`: its folder missing, not a folder, or not writable.
    private static func folderProblem(_ path: String, _ resolved: SymbolicLinks.Resolved) -> FileFailure? {
        let folder = SymbolicLinks.folder(of: resolved.path)
        let shown = resolved.followedLink ? folder : SymbolicLinks.folder(of: path)
        guard let kind = FileKind.of(folder) else {
            let error = errno
            if error == ENOTDIR, let blocker = firstNonFolder(above: shown) { return FileFailure("\(blocker) is not a folder") }
            if resolved.followedLink {
                return FileFailure("\(path) is a symbolic link to \(resolved.path), in a folder that does not exist")
            }
            return FileFailure(error == ENOENT ? "the folder \(shown) does not exist" : "the folder \(shown) cannot be examined (\(errnoWords(error)))")
        }
        guard kind == .folder else { return FileFailure("\(shown) is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else {
            return FileFailure("the folder \(shown) is not writable (\(errnoWords(errno)))")
        }
        return nil
    }
}
