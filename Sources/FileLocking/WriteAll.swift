import Platform

/// Writes every byte of `bytes` to `fd`, retrying after partial writes and EINTR. False on error, with errno set
/// (to EIO when `write` wrote nothing without saying why).
public func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard var pointer = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(fd, pointer, remaining)
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
