import Foundation
import Platform
import PlaygroundKit
import SystemPackage

/// `edit`: the learner's editor on a file, in the foreground, with the terminal; the shell waits
/// for it. Ctrl-C belongs to the editor meanwhile, not to the shell.
///
/// The editor is `$VISUAL`, else `$EDITOR`; with neither set, the first of `editor`, `nano` and
/// `vi` found on `PATH`, as Debian's `sensible-editor` and git choose (a shell cannot set a
/// variable for itself, so "set EDITOR, then 'edit' again" would mean quitting). `note` is told
/// which one was chosen that way, so the learner knows what opened and how to choose another.
enum Editor {
    /// What `edit` runs.
    enum Choice: Equatable {
        /// The command `VISUAL` or `EDITOR` names (it may carry arguments: `code -w`).
        case named(String)
        /// Neither is set: a program found on `PATH` (its name, and where it was found).
        case fallback(name: String, path: String)
        /// Neither is set and none of ``fallbacks`` is on `PATH`.
        case none
    }

    /// Tried in this order when neither `VISUAL` nor `EDITOR` is set.
    static let fallbacks = ["editor", "nano", "vi"]

    static func choose(environment: [String: String]) -> Choice {
        if let named = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return .named(named)
        }
        for name in fallbacks {
            if let path = executable(named: name, path: environment["PATH"] ?? "/usr/bin:/bin") { return .fallback(name: name, path: path) }
        }
        return .none
    }

    /// Where `name` is on `path` (colon-separated folders; an empty or relative entry, which means
    /// the working folder, is skipped): the first regular file there that may be executed.
    static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    static func edit(_ file: URL, environment: [String: String], note: (String) -> Void) -> EditOutcome {
        // The command for the shell, and the editor as the learner knows it.
        let (command, editor): (String, String)
        switch choose(environment: environment) {
        case .named(let named):
            (command, editor) = (named, named)
        case .fallback(let name, let path):
            note("no VISUAL or EDITOR set: using \(name) (set EDITOR to choose another)")
            (command, editor) = ("'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'", name)
        case .none:
            let names = fallbacks.dropLast().joined(separator: ", ") + " or " + fallbacks[fallbacks.count - 1]
            return .unavailable("""
                VISUAL and EDITOR are not set, and no \(names) is on PATH
                  the file: \(file.path)
                  edit it with any editor, or start again with EDITOR set (export EDITOR=nano)
                """)
        }
        // The editor's command may carry arguments (`code -w`): the shell splits it. Ctrl-C and
        // Ctrl-\ are the editor's meanwhile (it is in this process group, and gets them at their
        // default action).
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let ending: ForegroundShell.Ending
        do {
            ending = try ForegroundShell.run(command + " \"$1\"", arguments: [file.path])
        } catch {
            return .failed("cannot start the editor '\(editor)': \(error)")
        }
        switch ending {
        case .exited(0): return .edited
        case .exited(127): return .unavailable("the editor '\(editor)' was not found (VISUAL or EDITOR names it)")
        case .exited(let code): return .failed("the editor '\(editor)' ended with a failure (status \(code)); the file is \(file.path)")
        case .signalled(let signal): return .failed("the editor '\(editor)' ended with a failure (signal \(signal)); the file is \(file.path)")
        }
    }
}

/// `watch`: waits for a file to change, by polling (works on every file system, where file events
/// do not), until Ctrl-C.
enum FileWatch {
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    static func waitForChange(_ file: URL) -> WaitOutcome {
        let start = stamp(file)
        interrupted = 0
        let previous = signal(SIGINT) { _ in FileWatch.interrupted = 1 }
        defer { signal(SIGINT, previous) }
        while interrupted == 0 {
            usleep(150_000)
            if stamp(file) != start { return .changed }
        }
        return .interrupted
    }

    /// Size, modification time and inode: an editor that saves by rename changes the inode.
    static func stamp(_ file: URL) -> [Int] {
        guard let info = try? FilePath(file.path).stat() else { return [] }
        return [Int(info.size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.inode.rawValue)]
    }
}
