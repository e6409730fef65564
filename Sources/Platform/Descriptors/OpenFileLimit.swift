// Platform: the limit on open files (getrlimit and setrlimit)

/// The process's limit on open files (`RLIMIT_NOFILE`).
public enum OpenFileLimit {
    /// Raises the soft limit as far as the hard one lets it (macOS starts programs at 256, Linux
    /// usually at 1,024) and returns the soft limit now; nil when the system does not say.
    /// Unlimited reads as the largest value.
    public static func raise() -> Int? {
        var limit = rlimit()
        #if os(Linux)
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
        return Int(clamping: limit.rlim_cur)
    }
}
