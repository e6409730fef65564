#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Thin names for the system calls, so that methods called `read`, `close`, ... never shadow them.

@inline(__always)
func closeDescriptor(_ fd: Int32) -> Int32 {
    close(fd)
}

@inline(__always)
func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

@inline(__always)
func writeDescriptor(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Writes every byte, retrying after partial writes and EINTR. False on error (errno is set).
func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard var pointer = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
        let written = writeDescriptor(fd, pointer, remaining)
        if written > 0 {
            pointer += written
            remaining -= written
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            if written == 0 { errno = EIO }
            return false
        }
    }
    return true
}
