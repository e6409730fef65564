import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the history file: what is on disk, and whether all of it could be read.
extension HistoryFile {
    /// What is on disk right now.
    struct Contents {
        /// Every entry that could be read, oldest first (not capped).
        var entries: [String] = []
        /// Whether there is a file (or something else) at the path.
        var exists = false
        /// False if part or all of the file could not be read; such a file must not be overwritten.
        var isComplete = true
        var warning: String?
    }

    func readContents() -> Contents {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let error = errno
            if error == ENOENT || error == ENOTDIR {
                return Contents()
            }
            return Contents(exists: true, isComplete: false,
                            warning: "The history file \(path) could not be read (\(Self.errnoText(error))), so history will not be loaded or saved this session.")
        }
        defer { _ = closeDescriptor(fd) }

        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) is a directory, so history will not be loaded or saved this session.")
            }
            if Int(info.st_size) > Self.maxFileBytes {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) is too large to be a history file (\(info.st_size) bytes), so it was not loaded and will not be overwritten. Move it away to start a new history.")
            }
        }

        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
                if data.count > Self.maxFileBytes {
                    return Contents(exists: true, isComplete: false,
                                    warning: "The history file \(path) is too large to be a history file, so it was not loaded and will not be overwritten. Move it away to start a new history.")
                }
            } else if count == 0 {
                break
            } else if errno != EINTR {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) could not be read (\(Self.errnoText())), so history will not be loaded or saved this session.")
            }
        }

        var contents = Contents(exists: true)
        var badLines = 0
        for var line in data.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard line.count <= Self.maxEntryBytes, !line.contains(0),
                  let text = String(validating: line, as: UTF8.self) else {
                badLines += 1
                continue
            }
            let entry = Self.decode(text)
            if !HistoryList.isBlank(entry) {
                contents.entries.append(entry)
            }
        }
        if badLines > 0 {
            contents.isComplete = false
            let lines = badLines == 1 ? "1 line" : "\(badLines) lines"
            contents.warning = "The history file \(path) is damaged: \(lines) (not UTF-8 text, NUL bytes, or too long) skipped. To keep what is there, the file will not be overwritten; move it away to start a new history."
        }
        return contents
    }

    /// `strerror` of `code`: "No such file or directory", for warnings.
    static func errnoText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
