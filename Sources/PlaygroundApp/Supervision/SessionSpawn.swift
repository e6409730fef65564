import Foundation
import Platform
import PlaygroundKit

/// Starting this program again as a session's guardian or worker, and waiting for it: the platform
/// calls of the session supervisor, in one place.
enum SessionSpawn {
    /// This program's own file (see `RunningProgram`).
    static func executablePath() -> String? {
        RunningProgram.executablePath
    }

    /// Starts `path` with `arguments` (argv[0] included) and `environment`, sharing this process's
    /// descriptors and process group; `defaults` are put back to their default action in it (this
    /// process ignores Ctrl-C, the worker must not). Nil when it could not start.
    static func start(_ path: String, arguments: [String], environment: [String: String], defaults: [Int32]) -> pid_t? {
        var request = SpawnRequest(program: path, arguments: arguments, environment: environment)
        request.defaults = .only(defaults)
        request.emptySignalMask = true
        return try? Spawn.start(request)
    }

    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// As a shell reports it: the status, or 128 plus the signal.
        var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        /// Decoded from a status a guardian passed on (128 plus the signal for a signal).
        static func relayed(_ status: Int32) -> Ending {
            status > 128 && status < 160 ? .signalled(status - 128) : .exited(status)
        }
    }

    /// Waits for `pid` to end (retrying when a signal interrupts the wait); nil when it is not our
    /// child. A child stopped with SIGSTOP (a cell's `raise(SIGSTOP)`, which would stop the cell's
    /// watchdog with it, so that neither the time limit nor Ctrl-C could end it) is continued at
    /// once; a stop the terminal asked for (Ctrl-Z: SIGTSTP, SIGTTIN, SIGTTOU) is left to job control.
    static func wait(for pid: pid_t) -> Ending? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WUNTRACED)
            if result == pid, status & 0xff == 0x7f {
                if (status >> 8) & 0xff == SIGSTOP { kill(pid, SIGCONT) }
                continue
            }
            if result == pid { break }
            if result == -1, errno == EINTR { continue }
            return nil
        }
        if status & 0x7f == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(status & 0x7f)
    }

    /// Whether `pid` is still there.
    static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// The child SIGHUP and SIGTERM are passed on to (0: none yet), and whether one arrived: plain
    /// memory, allocated once, which the signal handler reads.
    nonisolated(unsafe) static let child: UnsafeMutablePointer<pid_t> = {
        let pointer = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    nonisolated(unsafe) static let terminated: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    /// Ignores Ctrl-C and Ctrl-\\ (the worker takes them) and passes SIGHUP and SIGTERM on to
    /// ``child``, noting in ``terminated`` that one came. A signal this process was started with
    /// ignored (`nohup`, a background job) stays ignored. Returns the signals that were not ignored:
    /// the worker gets those back at their default action, the rest stay ignored in it too.
    @discardableResult
    static func forwardTermination() -> [Int32] {
        _ = child
        _ = terminated
        var handled: [Int32] = []
        for signalNumber in [SIGINT, SIGQUIT, SIGHUP, SIGTERM] {
            let previous = signal(signalNumber, SIG_IGN)
            if !isIgnored(previous) { handled.append(signalNumber) }
        }
        for signalNumber in [SIGHUP, SIGTERM] where handled.contains(signalNumber) {
            signal(signalNumber) { received in
                SessionSpawn.terminated.pointee = 1
                let pid = SessionSpawn.child.pointee
                if pid > 0 { kill(pid, received) }
            }
        }
        return handled
    }

    /// Whether a handler `signal` returned is `SIG_IGN`.
    static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        Signals.isIgnored(handler)
    }
}
