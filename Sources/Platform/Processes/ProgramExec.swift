// Platform: replacing this process with another program (execv), as `playground` hands a command over
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exec that hands a command over to another program: the same process, descriptors, signal
/// mask, terminal and environment; only the program changes.
public enum ProgramExec {
    /// Why an exec failed: the errno, and its words.
    public struct Failure: Error, Sendable {
        public let code: Int32
        /// No such file (ENOENT), or a folder on the way that is not one (ENOTDIR).
        public var isMissing: Bool { code == ENOENT || code == ENOTDIR }
        public var description: String { String(cString: strerror(code)) }
    }

    /// Replaces this process with the program at `path`, given `arguments` (`argv[0]` included).
    /// Returns only when it cannot, saying why.
    public static func replace(with path: String, arguments: [String]) -> Failure {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        // Only a failed exec gets here.
        let code = errno
        for pointer in argv { free(pointer) }
        return Failure(code: code)
    }
}
