import FileLocking
import Foundation

/// The learner's own files, under the user's data folder (`$XDG_DATA_HOME/mvvm-playground`, else
/// `~/.local/share/mvvm-playground`), never inside the package:
///
///     exercises/<lesson>/<n>-<id>/<File>.swift   the learner's version of each exercise
///     pages/<lesson>.swift                       the scratch page `edit` opens
///
/// Nothing here is overwritten without the learner asking: `exercise` copies the starter only
/// when there is no file yet, and `restore` keeps the learner's version aside before putting the
/// starter back.
public struct Workspace: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// `$XDG_DATA_HOME/mvvm-playground` when that is an absolute path, else
    /// `$HOME/.local/share/mvvm-playground`; nil with neither.
    public static func defaultRoot(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true).appending(path: "mvvm-playground", directoryHint: .isDirectory)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appending(path: ".local/share/mvvm-playground", directoryHint: .isDirectory)
        }
        return nil
    }

    /// The folder of every exercise folder (`exercises/`).
    public var exercisesFolder: URL {
        root.appending(path: "exercises", directoryHint: .isDirectory)
    }

    /// The learner's file for exercise `number` (1-based) of `lesson`.
    public func exerciseFile(lesson: String, number: Int, exercise: Exercise) -> URL {
        exercisesFolder.appending(path: "\(lesson)/\(number)-\(exercise.id)/\(exercise.fileName)", directoryHint: .notDirectory)
    }

    /// The scratch page of `lesson`.
    public func pageFile(lesson: String) -> URL {
        root.appending(path: "pages/\(lesson).swift", directoryHint: .notDirectory)
    }

    /// Puts the starter at `file` unless a file is there already. Returns whether it did.
    public func handOut(_ starter: String, to file: URL) throws -> Bool {
        if FileManager.default.fileExists(atPath: file.path) { return false }
        try write(starter, to: file)
        return true
    }

    /// Moves the learner's `file` aside (`File.swift.1`, the first free number) and puts the
    /// starter in its place. Returns where the learner's version went, if there was one (an
    /// untouched starter is not kept).
    public func restore(_ starter: String, to file: URL) throws -> URL? {
        var keptAside: URL?
        // A file that is still the starter needs no keeping.
        if FileManager.default.fileExists(atPath: file.path), (try? read(file)) != starter {
            var number = 1
            var target = URL(fileURLWithPath: file.path + ".\(number)")
            while FileManager.default.fileExists(atPath: target.path) {
                number += 1
                target = URL(fileURLWithPath: file.path + ".\(number)")
            }
            try FileManager.default.moveItem(at: file, to: target)
            keptAside = target
        }
        try write(starter, to: file)
        return keptAside
    }

    /// Writes `text` to `file` (atomically, through a symbolic link if it is one: see ``SafeFile``), making its
    /// folder when missing. Throws a ``WorkspaceError`` that says what is wrong in words.
    public func write(_ text: String, to file: URL) throws {
        if let problem = Folders.make(file.deletingLastPathComponent().path, mode: 0o777) {
            throw WorkspaceError(problem)
        }
        if let failure = SafeFile.write(Array(text.utf8), to: file.path, permissions: .usual, nonRegular: .refuse) {
            throw WorkspaceError(failure.text)
        }
    }

    /// The learner's file, read without ever blocking: a named pipe or a device at its path is refused
    /// (``RegularFile``). Throws a ``WorkspaceError`` that says why in words.
    public func read(_ file: URL) throws -> String {
        switch RegularFile.read(atPath: file.path, maxBytes: Self.maxFileBytes) {
        case .missing:
            throw WorkspaceError("there is no such file")
        case .contents(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else { throw WorkspaceError("it is not UTF-8 text") }
            return text
        case .tooLarge(let bytes):
            throw WorkspaceError("it is \(bytes) bytes, far larger than Swift a learner writes")
        case .failed(let failure):
            throw WorkspaceError(failure.words)
        }
    }

    /// Files larger than this are not read.
    public static let maxFileBytes = 8 * 1024 * 1024
}

/// Why a learner's file could not be read or written, in words ("it is a named pipe (FIFO), not a regular file").
public struct WorkspaceError: Error, LocalizedError, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var errorDescription: String? { reason }
}
