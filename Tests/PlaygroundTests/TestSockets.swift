// Platform: sockets and signals in the room tests
import Foundation

#if canImport(Glibc)
import Glibc

/// A new TCP socket (IPv4), or -1.
func openStreamSocket() -> Int32 {
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
}

/// Flags for `send` on a test's socket: a peer that closed never raises SIGPIPE in the test process.
let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
import Darwin

/// A new TCP socket (IPv4), or -1; Darwin has no MSG_NOSIGNAL, so the socket itself never raises SIGPIPE.
func openStreamSocket() -> Int32 {
    let socket = socket(AF_INET, SOCK_STREAM, 0)
    var on: Int32 = 1
    if socket >= 0 { _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)) }
    return socket
}

/// Flags for `send` on a test's socket (see ``openStreamSocket()``).
let sendFlags: Int32 = 0
#endif

/// Sends SIGKILL to `process`.
func killProcess(_ process: Int32) {
    _ = kill(process, SIGKILL)
}
