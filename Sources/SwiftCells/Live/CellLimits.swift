import Foundation
import Platform

/// Limits on a cell while it runs in the shell's process, put back afterwards: how much more
/// memory it may map (`RLIMIT_AS` above what the shell uses already) and how much output it may
/// write (`RLIMIT_FSIZE` on its output file; writes past it fail quietly, `SIGXFSZ` is ignored).
///
/// The memory limit is `PLAYGROUND_CELL_MEMORY_LIMIT` (a size in MiB, default 2048), above the
/// address space mapped when the cell starts. XNU enforces `RLIMIT_AS` too, but refuses a limit
/// below what is mapped already, so both systems need that size (`mappedBytes()`).
struct CellLimits {
    static let defaultMemoryMiB = 2048
    let memoryBytes: UInt64
    let outputBytes: UInt64

    init(environment: [String: String], outputBytes: UInt64 = 8 << 20) {
        if let text = environment["PLAYGROUND_CELL_MEMORY_LIMIT"], let mib = UInt64(text), mib > 0, mib < 1 << 30 {
            memoryBytes = mib << 20
        } else {
            memoryBytes = UInt64(Self.defaultMemoryMiB) << 20
        }
        self.outputBytes = outputBytes
    }

    /// Applies the limits; the returned value puts the previous ones back.
    func apply() -> Applied {
        signal(SIGXFSZ, SIG_IGN)
        let memory = ResourceLimits.current(.addressSpace), output = ResourceLimits.current(.fileSize)
        var newMemory = memory
        newMemory.rlim_cur = min(memory.rlim_max, ResourceLimits.mappedBytes() + rlim_t(memoryBytes))
        ResourceLimits.set(.addressSpace, newMemory)
        var newOutput = output
        newOutput.rlim_cur = min(output.rlim_max, rlim_t(outputBytes))
        ResourceLimits.set(.fileSize, newOutput)
        return Applied(memory: memory, output: output)
    }

    struct Applied {
        var memory: rlimit
        var output: rlimit

        func restore() {
            ResourceLimits.set(.addressSpace, memory)
            ResourceLimits.set(.fileSize, output)
        }
    }
}

/// Where a cell's output goes while it runs: a file in the session folder, standard output and
/// error both pointed at it, put back afterwards. A file, not a pipe, so that what a cell printed
/// before it took the shell down is still there for the shell that comes back.
struct CellOutputFile {
    let path: String
    private let saved: (out: Int32, error: Int32)

    /// Points standard output and error at a new, empty file at `path`.
    static func redirect(to path: String) -> CellOutputFile? {
        fflush(nil)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard file >= 0 else { return nil }
        let out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0), error = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
        dup2(file, STDOUT_FILENO)
        dup2(file, STDERR_FILENO)
        close(file)
        return CellOutputFile(path: path, saved: (out, error))
    }

    /// Standard output and error as they were.
    func restore() {
        fflush(nil)
        dup2(saved.out, STDOUT_FILENO)
        dup2(saved.error, STDERR_FILENO)
        close(saved.out)
        close(saved.error)
    }

    /// What was written, at most `limit` bytes, how many more bytes there were, and how many
    /// lines ended in them (a line cut at the limit counts among them).
    static func read(_ path: String, limit: Int) -> (text: String, discarded: Int, discardedLines: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { return ("", 0, 0) }
        let kept = data.prefix(limit)
        var text = String(decoding: kept, as: UTF8.self)
        guard data.count > limit else { return (text, 0, 0) }
        if let newline = text.lastIndex(of: "\n") { text = String(text[...newline]) }
        let lines = data[(data.startIndex + text.utf8.count)...].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (text, data.count - kept.count, lines)
    }
}
