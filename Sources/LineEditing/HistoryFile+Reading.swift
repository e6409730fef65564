import FileLocking
import Foundation
import Platform

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

    /// Reads the file without ever blocking: a named pipe (or a device) at the path is refused, not waited on
    /// (see ``RegularFile``).
    func readContents() -> Contents {
        let path = url.path
        let data: [UInt8]
        switch RegularFile.read(atPath: path, maxBytes: Self.maxFileBytes) {
        case .missing:
            return Contents()
        case .contents(let bytes):
            data = bytes
        case .tooLarge(let size):
            return Contents(exists: true, isComplete: false,
                            warning: "The history file \(path) is too large to be a history file (\(size) bytes), so it was not loaded and will not be overwritten. Move it away to start a new history.")
        case .failed(.error(ENOTDIR)):
            // A file where a folder above it should be: no history file; saving says why it cannot save.
            return Contents()
        case .failed(.notRegular(.folder)):
            return Contents(exists: true, isComplete: false,
                            warning: "The history file \(path) is a directory, so history will not be loaded or saved this session.")
        case .failed(let failure):
            return Contents(exists: true, isComplete: false,
                            warning: "The history file \(path) could not be read (\(failure.words)), so history will not be loaded or saved this session.")
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
