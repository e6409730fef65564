import Platform

/// Why a file could not be written: a clause for the user that names the file and the reason in words, e.g.
/// "handouts/1-di.md is a folder", "could not write /dev/full (no space left on device)". Callers put it in
/// their own sentence ("error: cannot write the recording: ...", "Progress was not saved: ...").
public struct FileFailure: Error, Equatable, Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}

/// New contents for a file, written in full to a temporary file beside it (same folder, so the rename is
/// atomic) and flushed, not yet in place: ``commit()`` renames it over the file, ``discard()`` removes it.
/// A reader sees the old file or the new one, never part of one.
///
/// The temporary file is `.<name>-XXXXXX` (six letters or digits, as `mkstemp` makes) in the file's folder;
/// ``removeStaleTemporaries(besides:)`` removes those of writers that stopped before renaming theirs.
public struct StagedFile: Sendable {
    /// How a new file's permissions are set.
    public enum Permissions: Sendable {
        /// 0600, whatever the umask: state files may hold what the user typed.
        case ownerOnly
        /// 0666 less the umask, as a file the user makes with a shell redirection.
        case usual
    }

    /// The file to replace (links already followed: see ``SymbolicLinks``).
    public let target: String
    /// The name the user knows the file by, for messages.
    public let display: String
    public let temporary: String

    /// Writes `bytes` to a new temporary file beside `target` and flushes it. Nothing else is touched.
    public static func stage(
        _ bytes: [UInt8], besides target: String, display: String? = nil, permissions: Permissions
    ) -> Result<StagedFile, FileFailure> {
        let display = display ?? target
        let folder = SymbolicLinks.folder(of: target)
        var opened: FileDescriptor?
        var openError = Errno.ioError
        var temporary = ""
        let mode = FilePermissions(rawValue: permissions == .ownerOnly ? 0o600 : 0o666)
        for _ in 0..<100 {
            temporary = temporaryPath(besides: target)
            do {
                opened = try FileDescriptor.open(
                    FilePath(temporary), .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec], permissions: mode,
                    retryOnInterrupt: false
                )
                break
            } catch {
                openError = error as? Errno ?? .ioError
                if openError != .fileExists { break }
            }
        }
        guard let file = opened else {
            if openError == .noSuchFileOrDirectory {
                return .failure(FileFailure("the folder \(SymbolicLinks.folder(of: display)) does not exist"))
            }
            return .failure(FileFailure("could not create a file in the folder \(folder) (\(errnoWords(openError.rawValue)))"))
        }
        var failure: Int32?
        if permissions == .ownerOnly, fchmod(file.rawValue, 0o600) != 0 { failure = errno }
        if failure == nil, !bytes.withUnsafeBytes({ writeAll(file.rawValue, $0) }) { failure = errno }
        if failure == nil, fsync(file.rawValue) != 0 { failure = errno }
        do { try file.close() } catch { if failure == nil { failure = RegularFile.code(of: error) } }
        if let failure {
            unlink(temporary)
            return .failure(FileFailure("could not write \(display) (\(errnoWords(failure)))"))
        }
        return .success(StagedFile(target: target, display: display, temporary: temporary))
    }

    /// Renames the temporary file over the target. On failure the temporary file is removed and the target is as
    /// it was.
    public func commit() -> FileFailure? {
        guard rename(temporary, target) != 0 else { return nil }
        let error = errno
        unlink(temporary)
        if FileKind.of(target, followingLinks: false) == .folder {
            return FileFailure("\(display) is a folder")
        }
        return FileFailure("could not replace \(display) (\(errnoWords(error)))")
    }

    /// Removes the temporary file.
    public func discard() {
        unlink(temporary)
    }

    /// A fresh temporary name beside `target`: `.<name>-` and six random letters or digits.
    public static func temporaryPath(besides target: String) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        let suffix = String((0..<6).map { _ in letters.randomElement(using: &generator)! })
        let folder = SymbolicLinks.folder(of: target)
        return (folder == "/" ? "/" : folder + "/") + temporaryPrefix(for: target) + suffix
    }

    /// `.<name>-`: what temporary files beside `target` begin with.
    public static func temporaryPrefix(for target: String) -> String {
        "." + SymbolicLinks.name(of: target) + "-"
    }

    /// Whether `name` is `prefix` and six letters or digits.
    public static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6 && suffix.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    /// Removes the temporary files beside `target` (regular files only) that writers left when they stopped between
    /// writing and renaming one. Only call this holding the lock every writer of `target` holds while its temporary
    /// file exists: any other such file is debris.
    public static func removeStaleTemporaries(besides target: String) {
        let folder = SymbolicLinks.folder(of: target)
        let prefix = temporaryPrefix(for: target)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isTemporaryName(name, prefix: prefix) { stale.append(name) }
        }
        for name in stale {
            let path = (folder == "/" ? "/" : folder + "/") + name
            if FileKind.of(path, followingLinks: false) == .regular { unlink(path) }
        }
    }
}
