// Platform: the tests' raw TCP sockets (socket types and SIGPIPE differ between Linux and Darwin)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// TCP sockets for tests that play a broken server or client, none of which may end the test
/// process with SIGPIPE when it writes to a peer that has gone.
enum TestSocket {
    /// A new TCP socket (IPv4), or -1.
    static func tcp() -> Int32 {
        #if canImport(Glibc)
        return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let made = socket(AF_INET, SOCK_STREAM, 0)
        if made >= 0 { keepSigPipeAway(made) }
        return made
        #endif
    }

    /// For a connection accept(2) gave: on Darwin writes to it raise no SIGPIPE either.
    static func accepted(_ connection: Int32) -> Int32 {
        if connection >= 0 { keepSigPipeAway(connection) }
        return connection
    }

    /// Flags for send(2): MSG_NOSIGNAL on Linux; Darwin has none, its sockets carry SO_NOSIGPIPE.
    #if canImport(Glibc)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let sendFlags: Int32 = 0
    #endif

    private static func keepSigPipeAway(_ socket: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
