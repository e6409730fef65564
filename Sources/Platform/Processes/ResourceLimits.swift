// Platform: resource limits (getrlimit/setrlimit; the address space mapped, from /proc on Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's limits on its address space and on the size of files it writes, and how much
/// address space it has mapped now (a limit below that is refused by XNU).
public enum ResourceLimits {
    public enum Resource: Sendable {
        /// `RLIMIT_AS`: the address space.
        case addressSpace
        /// `RLIMIT_FSIZE`: the size of a file written (past it, writes fail and SIGXFSZ is raised).
        case fileSize

        #if os(Linux)
        fileprivate var number: __rlimit_resource_t {
            __rlimit_resource_t(self == .addressSpace ? RLIMIT_AS.rawValue : RLIMIT_FSIZE.rawValue)
        }
        #else
        fileprivate var number: Int32 { self == .addressSpace ? RLIMIT_AS : RLIMIT_FSIZE }
        #endif
    }

    /// The limit now (soft and hard).
    public static func current(_ resource: Resource) -> rlimit {
        var limit = rlimit()
        getrlimit(resource.number, &limit)
        return limit
    }

    public static func set(_ resource: Resource, _ limit: rlimit) {
        var limit = limit
        setrlimit(resource.number, &limit)
    }

    /// The address space this process has mapped now (Linux: `/proc/self/statm`; Darwin: the
    /// task's virtual size from `proc_pidinfo`); 0 when it cannot be read.
    public static func mappedBytes() -> rlim_t {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = rlim_t(text.split(separator: " ").first ?? "") else { return 0 }
        return pages * rlim_t(sysconf(Int32(_SC_PAGESIZE)))
        #else
        var info = proc_taskinfo()
        let size = Int32(MemoryLayout<proc_taskinfo>.size)
        guard proc_pidinfo(getpid(), PROC_PIDTASKINFO, 0, &info, size) == size else { return 0 }
        return rlim_t(info.pti_virtual_size)
        #endif
    }
}
