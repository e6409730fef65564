import FileLocking
import Platform

// Thin names for the system calls, so that methods called `read`, `write`, ... never shadow them.

@inline(__always)
func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Writes every byte, retrying after partial writes and EINTR. False on error (errno is set). FileLocking's
/// `writeAll`, under this module's own name so that code here and the tests need no other import.
func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    FileLocking.writeAll(fd, bytes)
}
