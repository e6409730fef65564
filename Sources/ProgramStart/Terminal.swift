import Foundation
import Synchronization

/// Writing to the terminal: the one place the program prints. Plain write(2) on the file
/// descriptors: unbuffered, so output and libedit's prompt never interleave out of order.
public enum Terminal {
    /// The first error writing standard output (a closed descriptor, a full disk), kept so the
    /// program can exit non-zero instead of pretending it printed: `playground run di >&-` fails.
    private static let outputError = Mutex<Int32?>(nil)

    public static func write(_ text: String) {
        if let error = write(text, to: STDOUT_FILENO) {
            outputError.withLock { if $0 == nil { $0 = error } }
        }
    }

    public static func error(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes to the terminal the interactive shell talks to (its prompt, the newline after Ctrl-D),
    /// which is not standard output when that is a pipe (`playground | tee log`).
    public static func write(_ text: String, toDescriptor descriptor: Int32) {
        if descriptor == STDOUT_FILENO {
            write(text)
        } else {
            _ = write(text, to: descriptor)
        }
    }

    /// Why standard output could not be written, if it could not: for the exit status.
    public static var outputFailure: String? {
        outputError.withLock { $0 }.map { String(cString: strerror($0)) }
    }

    /// Writes everything; returns the errno that stopped it, if any.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno  // a closed descriptor or pipe: nothing more can be said
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}

/// `write(2)`, under a name no method shadows.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
