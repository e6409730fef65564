import FileLocking
import Foundation

/// Which page file a shell writes a lesson's cells to, and what is kept when a page would lose
/// cells. The learner's page is their work: it is never silently thrown away.
///
/// - **One writer per file.** A shell writes `pages/<lesson>.swift` only while it holds that
///   file's lock (`pages/.<lesson>.swift.lock`, held as long as the shell has the lesson open). A
///   second playground on the same home with the same lesson open takes the next free file,
///   `pages/<lesson>.2.swift`, and says so: two shells never write over each other's cells.
/// - **Kept aside.** Before a page is written without cells it had (other than the newest one,
///   which `undo` takes back), the old file is kept beside it as `<file>.1` (the first free
///   number), as `restore` keeps an exercise file; so is a page that cannot be read.
final class PageBook {
    private var held: [String: (lock: FileLock, file: URL)] = [:]

    deinit {
        for (_, entry) in held { entry.lock.release() }
    }

    /// The page file this shell writes `lesson`'s cells to: the one whose lock it holds, else the
    /// first it can lock (`<lesson>.swift`, `<lesson>.2.swift`, ...). Nil when no lock can be had
    /// (the folder cannot be written): the main file, unguarded, is the caller's fallback.
    func file(for lesson: String, in workspace: Workspace) -> URL? {
        if let entry = held[lesson] { return entry.file }
        let main = workspace.pageFile(lesson: lesson)
        let folder = main.deletingLastPathComponent()
        guard Folders.make(folder.path, mode: 0o777) == nil else { return nil }
        for number in 1...20 {
            let file = number == 1 ? main : folder.appending(path: "\(lesson).\(number).swift", directoryHint: .notDirectory)
            let lockPath = folder.appending(path: ".\(file.lastPathComponent).lock").path
            guard case .success(let lock) = FileLock.acquire(path: lockPath, timeout: 0) else { continue }
            held[lesson] = (lock, file)
            return file
        }
        return nil
    }

    /// Lets go of every lesson's page file but `lesson`'s (another lesson was opened).
    func release(except lesson: String?) {
        for (id, entry) in held where id != lesson {
            entry.lock.release()
            held[id] = nil
        }
    }

    /// Whether `new` keeps every cell of `old` (the same cells, in order, then perhaps more), or
    /// drops only its newest cell (`undo`): then nothing needs keeping aside.
    static func keepsItsCells(old: [String], new: [String]) -> Bool {
        if new.starts(with: old) { return true }
        return old.count == new.count + 1 && old.starts(with: new)
    }

    /// Copies `file` aside to `<file>.<n>` (the first free number), unless such a copy holds the
    /// same bytes already; returns the copy.
    static func keepAside(_ file: URL) throws -> URL {
        let bytes = FileManager.default.contents(atPath: file.path)
        var number = 1
        var target = URL(fileURLWithPath: file.path + ".\(number)")
        while FileManager.default.fileExists(atPath: target.path) {
            if bytes != nil, FileManager.default.contents(atPath: target.path) == bytes { return target }
            number += 1
            target = URL(fileURLWithPath: file.path + ".\(number)")
        }
        try FileManager.default.copyItem(at: file, to: target)
        return target
    }
}
