// Platform: whether this machine answers on loopback addresses besides 127.0.0.1
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Linux answers on all of 127.0.0.0/8; macOS only on 127.0.0.1, unless lo0 is given aliases
/// (`sudo ifconfig lo0 alias 127.0.0.2 up`, and .3). Tests that stand for a second client by a
/// second loopback address run where these are there.
enum SecondLoopback {
    static let available: Bool = ["127.0.0.2", "127.0.0.3"].allSatisfy(canBind)

    private static func canBind(_ address: String) -> Bool {
        #if canImport(Glibc)
        let made = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let made = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard made >= 0 else { return false }
        defer { close(made) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(address)
        return withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(made, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
