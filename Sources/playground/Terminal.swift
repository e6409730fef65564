#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the terminal: the one place the program prints. Plain write(2) on the file
/// descriptors: unbuffered, so output and libedit's prompt never interleave out of order.
enum Terminal {
    static func write(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be said
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
