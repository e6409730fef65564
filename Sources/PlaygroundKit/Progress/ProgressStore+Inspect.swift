/// Telling what is at the progress file's path, and keeping an unusable file aside. See ``ProgressStore``.
extension ProgressStore {
    /// What is at the progress file's path, as far as progress is concerned.
    enum DiskState {
        case missing
        case usable(Progress)
        /// Not a progress file this playground can use; it is kept aside as `<file>.<label>-<n>`.
        case unusable(reason: String, label: String)
        /// Could not be read at all; left alone.
        case unreadable(reason: String)

        var progress: Progress? {
            if case .usable(let progress) = self { return progress }
            return nil
        }

        /// Completes "could not be read (...)".
        var reason: String? {
            switch self {
            case .missing, .usable: return nil
            case .unusable(let reason, _), .unreadable(let reason): return reason
            }
        }

        /// What ``ProgressStore/load()`` tells the user about this state (not used for ``unusable``, which is
        /// kept aside first).
        func loadProblem(path: String) -> String? {
            guard let reason else { return nil }
            return "The progress file \(path) could not be read (\(reason)); starting with empty progress, which will not be saved until the file can be read or is moved away."
        }
    }

    func inspect(_ path: String) -> DiskState {
        switch ProgressDisk.readFile(atPath: path) {
        case .missing:
            return .missing
        case .unreadable(let reason):
            return .unreadable(reason: reason)
        case .tooLarge(let bytes):
            return .unusable(reason: "it is \(bytes) bytes, far larger than a progress file", label: "damaged")
        case .contents(let data):
            switch Progress.read(fileContents: data) {
            case .usable(let progress):
                return .usable(progress)
            case .damaged(let reason):
                return .unusable(reason: reason, label: "damaged")
            case .newer(let version):
                return .unusable(
                    reason: "it was written by a newer version of the playground, in format version \(version)",
                    label: "v\(version)")
            }
        }
    }

    /// Moves the unusable file at `path` aside (call this holding the lock) and says so in a sentence for the user.
    func keepAside(_ path: String, reason: String, label: String) -> (problem: String, movedAside: Bool) {
        switch ProgressDisk.moveAside(path, label: label) {
        case .success(let aside):
            return ("The progress file \(path) could not be read (\(reason)); it was kept as \(aside); starting with empty progress.", true)
        case .failure(let failure):
            return ("The progress file \(path) could not be read (\(reason)), nor renamed to keep it (\(failure.text)), so it was left in place; starting with empty progress, which will not be saved until the file is moved away.", false)
        }
    }
}
