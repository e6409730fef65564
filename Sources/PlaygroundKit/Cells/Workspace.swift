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

    /// The learner's file for exercise `number` (1-based) of `lesson`.
    public func exerciseFile(lesson: String, number: Int, exercise: Exercise) -> URL {
        root.appending(path: "exercises/\(lesson)/\(number)-\(exercise.id)/\(exercise.fileName)", directoryHint: .notDirectory)
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

    /// Writes `text` to `file` (atomically), making its folder when missing.
    public func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    public func read(_ file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }
}
