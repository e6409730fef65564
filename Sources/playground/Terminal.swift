#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the terminal. The one place the program prints.
enum Terminal {
    static func write(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    static func error(_ text: String) {
        fputs(text, stderr)
        fflush(stderr)
    }
}
