/// A problem in a lesson, reported the way compilers report them so that an editor or a terminal
/// can jump to it: `Lessons/DependencyInjection/DILesson.md:12: error: ...`.
public struct Diagnostic: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    /// The file, relative to the package root when it is under it.
    public var file: String
    /// 1-based.
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(_ file: String, _ line: Int, _ message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}

/// Several problems at once: a teacher fixes them all in one pass instead of one build per mistake.
public struct Diagnostics: Error, CustomStringConvertible, Sendable {
    public var all: [Diagnostic]
    public init(_ all: [Diagnostic]) { self.all = all }
    public var description: String { all.map(\.description).joined(separator: "\n") }
}

/// `path` relative to `root` when it lies under it; otherwise unchanged.
public func relativePath(_ path: String, to root: String) -> String {
    guard !root.isEmpty else { return path }
    let root = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
}
