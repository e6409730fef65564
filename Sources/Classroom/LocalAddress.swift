import Platform

/// The address attendees type: for a server on every interface (`0.0.0.0`), this machine's first
/// IPv4 address that is not loopback (else `127.0.0.1`); otherwise the address it is bound to.
public enum LocalAddress {
    public static func forAttendees(bind: String) -> String {
        guard bind == "0.0.0.0" || bind == "::" else { return bind }
        return nonLoopbackIPv4().first ?? "127.0.0.1"
    }

    /// This machine's IPv4 addresses, loopback left out, in the order the system lists them.
    public static func nonLoopbackIPv4() -> [String] {
        InterfaceAddresses.nonLoopbackIPv4()
    }
}
