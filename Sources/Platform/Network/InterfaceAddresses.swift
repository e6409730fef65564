/// This machine's network interfaces' addresses (`getifaddrs`), which the two systems spell alike.
public enum InterfaceAddresses {
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
private func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
