// Platform: the limit on open files (getrlimit and setrlimit)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files: the one platform call the room needs about it. The room
/// raises its soft limit as far as the hard limit lets it (macOS starts programs at 256, Linux
/// usually at 1,024), then keeps its connections under what is left, so that the listener never
/// runs out of descriptors, whatever the clients do.
enum DescriptorLimit {
    /// Raises the soft limit towards the hard one and returns the soft limit now; nil when the
    /// system does not say.
    static func raise() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return nil }
        var wanted = limit.rlim_max
        #if canImport(Darwin)
        // macOS refuses more than OPEN_MAX for one process, and RLIM_INFINITY outright.
        wanted = min(wanted, rlim_t(OPEN_MAX))
        #endif
        if wanted > limit.rlim_cur {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)  // unlimited reads as the largest value
    }

    /// What the room may hold of `wanted` connections under a limit of `available` descriptors:
    /// 64 are kept for everything else the process opens (the terminal, cells, lessons' files).
    static func connections(_ wanted: Int, available: Int?) -> Int {
        guard let available else { return wanted }
        return max(16, min(wanted, available - 64))
    }
}
