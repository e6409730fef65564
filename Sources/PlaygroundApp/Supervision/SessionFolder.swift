import Foundation

/// The folder of a supervised session (`$TMPDIR/mvvm-playground-session-XXXXXX`): the session's
/// record, the cells' libraries, crash reports. Its supervisor removes it at the end; one whose
/// supervisor was killed (`kill -9`, a machine's shutdown) is removed by the next session to start.
extension SessionSupervisor {
    static let folderPrefix = "mvvm-playground-session-"

    /// A new folder of the session's own under the temporary folder, naming its supervisor
    /// (`supervisor`: this process's id). Folders of sessions whose supervisor is gone go first.
    static func makeFolder() -> String? {
        removeAbandonedFolders(in: NSTemporaryDirectory())
        var template = Array((NSTemporaryDirectory() + "/" + folderPrefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let folder = String(cString: made)
        _ = FileManager.default.createFile(atPath: folder + "/supervisor", contents: Data("\(getpid())\n".utf8))
        return folder
    }

    /// Removes the session folders in `temporary` whose supervisor no longer runs; a folder that
    /// names none (made before the name was written) is removed when a day old.
    static func removeAbandonedFolders(in temporary: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            let folder = temporary + "/" + name
            let named = (try? String(contentsOfFile: folder + "/supervisor", encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let supervisor = named {
                guard supervisor > 0, kill(supervisor, 0) != 0, errno == ESRCH else { continue }
            } else {
                let modified = (try? FileManager.default.attributesOfItem(atPath: folder))?[.modificationDate] as? Date
                guard let modified, Date().timeIntervalSince(modified) > 86_400 else { continue }
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// Where the worker's crash reports go (the Swift runtime's backtracer writes one file per
    /// crash): read by the next worker to find the cell whose code crashed.
    static func crashFolder(_ folder: String) -> String { folder + "/crashes" }
}
