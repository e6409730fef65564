import Platform

/// What a path holds, from `stat`'s mode bits, in words a message can use.
public enum FileKind: Equatable, Sendable {
    case regular, folder, namedPipe, characterDevice, blockDevice, socket, symbolicLink, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .namedPipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a folder", "a named pipe (FIFO)", ...: completes "X is ...".
    public var noun: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "an unusual kind of file"
        }
    }

    /// What `path` holds, following symbolic links (`lstat` when `followingLinks` is false); nil with `errno` set
    /// when it cannot be examined. Never opens anything, so never blocks on a named pipe.
    public static func of(_ path: String, followingLinks: Bool = true) -> FileKind? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status == 0 ? FileKind(mode: info.st_mode) : nil
    }
}

/// `strerror(code)` with a lower-case first letter, to sit inside a sentence: "no space left on device",
/// "permission denied".
public func errnoWords(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    let firstWord = text.prefix { $0 != " " }
    // "No space left on device" becomes "no space ...", but "I/O error" keeps its capitals.
    guard let first = firstWord.first, firstWord.dropFirst().allSatisfy(\.isLowercase) else {
        return text.isEmpty ? "error \(code)" : text
    }
    return first.lowercased() + text.dropFirst()
}
