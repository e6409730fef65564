import Platform

/// Reading a file the program keeps (progress, history, a learner's exercise, an export's list) without ever
/// blocking: opened with `O_NONBLOCK`, so a named pipe at the path cannot hold start-up until Ctrl-C, then
/// examined with `fstat`, and refused unless it is a regular file. Read up to a size limit.
public enum RegularFile {
    /// What is at the path.
    public enum Reading: Equatable, Sendable {
        /// Nothing (`ENOENT`).
        case missing
        case contents([UInt8])
        /// Larger than the limit (`bytes` is its size, or how much was read when it grew while being read); not read.
        case tooLarge(bytes: Int)
        case failed(ReadFailure)
    }

    /// Why a file could not be read.
    public enum ReadFailure: Error, Equatable, Sendable {
        /// Something other than a regular file: a folder, a named pipe, a device, a socket.
        case notRegular(FileKind)
        /// `open`, `fstat` or `read` failed with this `errno`.
        case error(Int32)

        /// Completes "... could not be read (...)": "it is a folder", "it is a named pipe (FIFO), not a regular
        /// file", "permission denied".
        public var words: String {
            switch self {
            case .notRegular(.folder): "it is a folder"
            case .notRegular(let kind): "it is \(kind.noun), not a regular file"
            case .error(ELOOP): "it is a loop of symbolic links (or a chain of more than \(SymbolicLinks.maxLinks))"
            case .error(let code): errnoWords(code)
            }
        }
    }

    /// Reads the regular file at `path` (following symbolic links), at most `maxBytes` of it.
    public static func read(atPath path: String, maxBytes: Int) -> Reading {
        let file: FileDescriptor
        do {
            // EINTR is retried; O_NOCTTY has no name in swift-system.
            let options: FileDescriptor.OpenOptions = [.nonBlocking, .closeOnExec, .init(rawValue: O_NOCTTY)]
            file = try FileDescriptor.open(FilePath(path), .readOnly, options: options, retryOnInterrupt: true)
        } catch {
            let code = Self.code(of: error)
            return code == ENOENT ? .missing : .failed(.error(code))
        }
        defer { try? file.close() }
        let status: Stat
        do { status = try file.stat() } catch { return .failed(.error(error.rawValue)) }
        let kind = FileKind(mode: status.mode.rawValue)
        guard kind == .regular else { return .failed(.notRegular(kind)) }
        // A regular file: back to plain blocking reads (which never wait on a regular file).
        _ = fcntl(file.rawValue, F_SETFL, fcntl(file.rawValue, F_GETFL) & ~O_NONBLOCK)
        let size = Int(status.size)
        if size > maxBytes { return .tooLarge(bytes: size) }

        var data: [UInt8] = []
        data.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try file.read(into: $0, retryOnInterrupt: true) }
            } catch {
                return .failed(.error(Self.code(of: error)))
            }
            if count == 0 { return .contents(data) }
            data.append(contentsOf: chunk[0..<count])
            if data.count > maxBytes { return .tooLarge(bytes: data.count) }
        }
    }

    /// The `errno` of a failed swift-system call (`EIO` should one throw anything else).
    static func code(of error: any Error) -> Int32 {
        (error as? Errno)?.rawValue ?? EIO
    }
}
