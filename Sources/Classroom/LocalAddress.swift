// Platform: this machine's network addresses (getifaddrs)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address attendees type: for a server on every interface (`0.0.0.0`), this machine's first
/// IPv4 address that is not loopback (else `127.0.0.1`); otherwise the address it is bound to.
public enum LocalAddress {
    public static func forAttendees(bind: String) -> String {
        guard bind == "0.0.0.0" || bind == "::" else { return bind }
        return nonLoopbackIPv4().first ?? "127.0.0.1"
    }

    /// This machine's IPv4 addresses, loopback left out, in the order the system lists them.
    public static func nonLoopbackIPv4() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let raw = current.pointee.ifa_addr, raw.pointee.sa_family == sa_family_t(AF_INET),
                  current.pointee.ifa_flags & UInt32(IFF_UP) != 0, current.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else { continue }
            var address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            guard inet_ntop(AF_INET, &address, &buffer, socklen_t(buffer.count)) != nil else { continue }
            found.append(cText(buffer))
        }
        return found
    }
}

/// A NUL-terminated C buffer as text.
func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
