import Platform

/// Following the symbolic links at the end of a path, as `open` would, to find the file a write must replace.
///
/// A state file kept in a dotfiles repository is a link (`~/.local/state/mvvm-playground/history` →
/// `~/dotfiles/history`). Writing goes *through* the link: the file it leads to gets the new contents, by a
/// temporary file made in that file's folder and renamed over it, and the link stays a link. So the resolved
/// path matters: its folder is where the temporary file goes (a rename is atomic only within a folder).
///
/// Each link is resolved against the *physical* folder it sits in, as the kernel does: `..` in a link inside
/// a folder that is itself reached through a link climbs out of the real folder, not the path's spelling.
public enum SymbolicLinks {
    /// The most links followed before giving up, as Linux does (`MAXSYMLINKS`): more means a loop.
    public static let maxLinks = 40

    /// Where a path leads.
    public struct Resolved: Equatable, Sendable {
        /// The file the path leads to (which may not exist yet: a dangling link leads to the file it names), in
        /// a folder spelled without links when that folder exists.
        public var path: String
        /// The links followed, in order: empty when the path is not a link.
        public var links: [String]
        /// Whether the path, or a link on the way, is one of the process's own open files (`/dev/stdout`,
        /// `/dev/fd/1`, `/proc/self/fd/1`): something to write in place, never to replace.
        public var throughOpenFile: Bool

        public var followedLink: Bool { !links.isEmpty }
    }

    /// Why a path could not be followed.
    public enum Failure: Error, Equatable, Sendable {
        /// More than ``maxLinks`` links: they lead back to themselves.
        case loop
        /// `path` (the given one, a link on the way, or a folder above it) could not be examined: `errno`.
        case inaccessible(path: String, errno: Int32)

        /// Completes "`path` ...": "is a loop of symbolic links ...", "cannot be examined (permission denied)".
        public func words(for path: String) -> String {
            switch self {
            case .loop:
                "\(path) is a loop of symbolic links (or a chain of more than \(SymbolicLinks.maxLinks))"
            case .inaccessible(let place, let code) where place == path:
                "\(path) cannot be examined (\(errnoWords(code)))"
            case .inaccessible(let place, let code):
                "\(path) leads to \(place), which cannot be examined (\(errnoWords(code)))"
            }
        }
    }

    /// Follows the links at the end of `path` (relative ones from the folder the link is in) until a path that is
    /// not a link, or does not exist. Never opens anything, so never blocks.
    public static func resolve(_ path: String) -> Result<Resolved, Failure> {
        var current = absolute(path)
        var links: [String] = []
        var throughOpenFile = isOpenFilePath(current)
        for _ in 0...maxLinks {
            var info = stat()
            if lstat(current, &info) != 0 {
                let error = errno
                // Nothing there (ENOTDIR: a file where a folder above it should be): the path is not a link.
                guard error == ENOENT || error == ENOTDIR else { return .failure(.inaccessible(path: links.isEmpty ? path : current, errno: error)) }
                return .success(Resolved(path: physical(current), links: links, throughOpenFile: throughOpenFile))
            }
            guard FileKind(mode: info.st_mode) == .symbolicLink else {
                return .success(Resolved(path: physical(current), links: links, throughOpenFile: throughOpenFile))
            }
            guard let destination = readLink(current) else {
                return .failure(.inaccessible(path: links.isEmpty ? path : current, errno: errno))
            }
            links.append(current)
            current = destination.hasPrefix("/") ? destination : join(folder(of: physical(current)), destination)
            throughOpenFile = throughOpenFile || isOpenFilePath(current)
        }
        return .failure(.loop)
    }

    /// The folder part of `path`: "/" for "/x", "." for "x".
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` with its folder spelled without links (`realpath`), when that folder exists; else `path`.
    static func physical(_ path: String) -> String {
        guard let real = realPath(folder(of: path)) else { return path }
        return join(real, name(of: path))
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return join(String(cString: cwd), path)
    }

    private static func isOpenFilePath(_ path: String) -> Bool {
        OpenFilePaths.contains(path)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
