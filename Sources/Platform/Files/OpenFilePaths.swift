// Platform: paths that name one of the process's open files (/proc/self/fd on Linux, /dev/fd)

/// Paths that name a descriptor the process has open rather than a file of their own: writing to
/// one means writing in place, never replacing it (`/dev/stdout` redirected to a file).
public enum OpenFilePaths {
    /// Whether `path` names one of the process's open files: `/dev/fd/N`, `/dev/stdin`,
    /// `/dev/stdout`, `/dev/stderr`, and on Linux anything under `/proc/` (`/proc/self/fd/N`).
    public static func contains(_ path: String) -> Bool {
        #if os(Linux)
        let underProc = path.hasPrefix("/proc/")
        #else
        let underProc = false  // macOS has no /proc
        #endif
        return underProc || path.hasPrefix("/dev/fd/") || ["/dev/stdin", "/dev/stdout", "/dev/stderr"].contains(path)
    }
}
