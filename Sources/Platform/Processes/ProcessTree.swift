// Platform: process groups and the subreaper (what a live cell leaves behind: prctl and /proc on Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes a cell started, so they end with it: a cell runs in the shell's own process, and
/// whatever it starts (`Process`, `sh -c "sleep 100 &"`, `setsid`, `nohup`) would outlive it.
///
/// On Linux the shell is a child subreaper (`PR_SET_CHILD_SUBREAPER`): what a cell's children leave
/// behind when they exit becomes the shell's child, never init's, so every process a cell started,
/// however it detached, is a child of the shell once its own parent is gone. macOS has no
/// subreaper: there the children are found and killed, and grandchildren whose parent already
/// exited are out of reach (docs/learners.md says so).
public enum ProcessTree {
    /// Makes this process the reaper of its orphaned descendants (Linux; nothing elsewhere).
    public static func becomeSubreaper() {
        #if os(Linux)
        _ = linuxPrctl(36, 1, 0, 0, 0)  // PR_SET_CHILD_SUBREAPER (<sys/prctl.h> is not in Glibc's module)
        #endif
    }

    /// This process's children now.
    public static func children() -> Set<pid_t> {
        let me = getpid()
        #if os(Linux)
        var found = Set<pid_t>()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { continue }
            // `pid (comm) state ppid ...`: the name may hold spaces and parentheses; read after the last ')'.
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == me { found.insert(pid) }
        }
        return found
        #else
        var pids = [pid_t](repeating: 0, count: 4096)
        let count = pids.withUnsafeMutableBytes { proc_listchildpids(me, $0.baseAddress, Int32($0.count)) }
        guard count > 0 else { return [] }
        return Set(pids.prefix(Int(count)).filter { $0 > 0 })
        #endif
    }

    /// Whether `pid` is on its way out: gone, a zombie, or with a signal pending that nothing
    /// catches or ignores (`kill(getppid(), SIGKILL)` returns before its target has died, so its
    /// parent still looks alive for a moment). Linux reads `/proc/<pid>/status`; elsewhere only
    /// "gone" is known.
    public static func isDying(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0, errno == ESRCH { return true }
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
        var pending: UInt64 = 0
        var caught: UInt64 = 0
        var ignored: UInt64 = 0
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "State": if parts[1].hasPrefix("Z") || parts[1].hasPrefix("X") { return true }
            case "SigPnd", "ShdPnd": pending |= UInt64(parts[1], radix: 16) ?? 0
            case "SigCgt": caught = UInt64(parts[1], radix: 16) ?? 0
            case "SigIgn": ignored = UInt64(parts[1], radix: 16) ?? 0
            default: break
            }
        }
        // Signals whose default is to go on (SIGCHLD, SIGCONT, SIGWINCH, SIGURG) are not the end.
        let harmless: UInt64 = [SIGCHLD, SIGCONT, SIGWINCH, SIGURG].reduce(0) { $0 | (1 << UInt64($1 - 1)) }
        return pending & ~caught & ~ignored & ~harmless != 0
        #else
        return false
        #endif
    }

    /// Kills every child that is not in `kept` (with its process group, when it leads one), reaps
    /// them, and goes on while killing them leaves new orphans. Returns how many it ended.
    @discardableResult
    public static func endChildren(except kept: Set<pid_t>) -> Int {
        var ended = 0
        for _ in 0..<20 {
            let strays = children().subtracting(kept)
            if strays.isEmpty { break }
            for pid in strays {
                if getpgid(pid) == pid { kill(-pid, SIGKILL) }
                kill(pid, SIGKILL)
            }
            for pid in strays {
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                ended += 1
            }
        }
        return ended
    }
}

#if os(Linux)
/// `prctl(2)`, declared here: Glibc's module map leaves out `<sys/prctl.h>`.
@_silgen_name("prctl")
private func linuxPrctl(_ option: Int32, _ arg2: UInt, _ arg3: UInt, _ arg4: UInt, _ arg5: UInt) -> Int32
#endif
