// Platform: the terminal (its window size, and the bytes waiting on a descriptor)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the shell asks of the terminal, and of a pipe, where Glibc and Darwin import the `ioctl`
/// requests differently.
public enum TerminalDevice {
    /// How many bytes wait to be read on `descriptor` (FIONREAD): for a pipe, what its reader has not
    /// taken yet. Nil when the descriptor cannot say.
    public static func pendingBytes(_ descriptor: Int32) -> Int? {
        var count: Int32 = 0
        #if canImport(Glibc)
        let request = UInt(FIONREAD)
        #else
        let request: UInt = 0x4004_667F  // FIONREAD, _IOR('f', 127, int): a macro Swift does not import
        #endif
        return ioctl(descriptor, request, &count) == 0 ? Int(count) : nil
    }

    /// Rows and columns of the terminal on `descriptor` (TIOCGWINSZ), nil when it is not one.
    public static func windowSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        return ioctl(descriptor, request, &size) == 0 ? (Int(size.ws_row), Int(size.ws_col)) : nil
    }
}
