import Platform

/// The process's limit on open files, as the room uses it. The room raises its soft limit as far
/// as the hard limit lets it (``OpenFileLimit``, in Platform), then keeps its connections under
/// what is left, so that the listener never runs out of descriptors, whatever the clients do.
enum DescriptorLimit {
    /// Raises the soft limit towards the hard one and returns the soft limit now; nil when the
    /// system does not say.
    static func raise() -> Int? {
        OpenFileLimit.raise()
    }

    /// What the room may hold of `wanted` connections under a limit of `available` descriptors:
    /// 64 are kept for everything else the process opens (the terminal, cells, lessons' files).
    static func connections(_ wanted: Int, available: Int?) -> Int {
        guard let available else { return wanted }
        return max(16, min(wanted, available - 64))
    }
}
