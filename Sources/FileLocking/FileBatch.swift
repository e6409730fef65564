import Platform

/// Several files replaced together, all or none: every file is first written in full to a temporary file
/// beside it (``stage(_:at:display:permissions:)``; a failure there leaves every file as it was), then all are
/// renamed into place (``commit()``). A rename that fails puts back the files already replaced (each kept under
/// a temporary name, by a hard link, until all are in place) and removes the rest.
public final class FileBatch {
    private var staged: [StagedFile] = []

    public init() {}

    /// The files staged so far.
    public var count: Int { staged.count }

    /// Writes `bytes` to a temporary file beside `target` (links already followed: see ``SafeFile/examine(_:nonRegular:)``).
    /// On failure, removes every temporary file of the batch, so nothing is left behind.
    public func stage(_ bytes: [UInt8], at target: String, display: String, permissions: StagedFile.Permissions) -> FileFailure? {
        switch StagedFile.stage(bytes, besides: target, display: display, permissions: permissions) {
        case .success(let file):
            staged.append(file)
            return nil
        case .failure(let failure):
            discard()
            return failure
        }
    }

    /// Puts every staged file in place. On failure, the files are as they were before (as far as the file system
    /// allows: without hard links, a replaced file cannot be put back) and no temporary file is left.
    public func commit() -> FileFailure? {
        var done: [(file: StagedFile, existed: Bool, backup: String?)] = []
        for (index, file) in staged.enumerated() {
            let existed = FileKind.of(file.target, followingLinks: false) == .regular
            var backup: String?
            if existed {
                let name = StagedFile.temporaryPath(besides: file.target)
                if link(file.target, name) == 0 { backup = name }
            }
            if let failure = file.commit() {
                if let backup { unlink(backup) }
                for earlier in done.reversed() {
                    if let backup = earlier.backup {
                        rename(backup, earlier.file.target)
                    } else if !earlier.existed {
                        unlink(earlier.file.target)
                    }
                }
                for later in staged[(index + 1)...] { later.discard() }
                staged = []
                return failure
            }
            done.append((file, existed, backup))
        }
        for item in done { if let backup = item.backup { unlink(backup) } }
        staged = []
        return nil
    }

    /// Removes every staged temporary file; the targets are untouched.
    public func discard() {
        for file in staged { file.discard() }
        staged = []
    }
}
