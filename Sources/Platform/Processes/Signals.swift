// Platform: signals (dispositions, forwarding to a running child, SIGPIPE on a write)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// While interruptible children run, SIGINT, SIGTERM, SIGHUP and SIGQUIT are caught instead of
/// ending the process: the handler writes the signal's number to a pipe (the self-pipe trick: a
/// write is all a handler may safely do), and whichever child's watch polls that pipe first hands the
/// number to every registered watch through its wake pipe.
///
/// The handlers are installed when the first watch registers and the previous dispositions
/// put back when the last one leaves. A signal ignored before stays ignored.
enum SignalForwarding {
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private struct State {
        /// The shared pipe the handler writes to, made once and never closed.
        var pipe: Pipe?
        /// Registered watches' wake pipes (write ends), by registration id.
        var wakes: [Int: Int32] = [:]
        var nextID = 0
        /// Dispositions to put back, for the signals a handler was installed for.
        var previous: [Int32: sigaction] = [:]
    }

    private static let state = Locked(State())

    /// Registers a watch's wake pipe; installs the handlers if it is the first. Returns the
    /// registration id and the shared pipe's read end, for the watch to poll.
    static func register(wake: Int32) throws -> (id: Int, pipe: Int32) {
        try state.withLock { state in
            if state.pipe == nil {
                let pipe = try Pipe()
                state.pipe = pipe
                signalPipeWriteEnd.store(pipe.write, ordering: .sequentiallyConsistent)
            }
            let pipe = state.pipe!
            if state.wakes.isEmpty {
                // Whatever arrived after the last watch left is not for this one.
                drain(pipe.read)
                for signal in caught { install(signal, into: &state.previous) }
            }
            let id = state.nextID
            state.nextID += 1
            state.wakes[id] = wake
            return (id, pipe.read)
        }
    }

    /// Unregisters; puts the previous dispositions back if it was the last.
    static func unregister(_ id: Int) {
        state.withLock { state in
            guard state.wakes.removeValue(forKey: id) != nil, state.wakes.isEmpty else { return }
            for (signal, var previous) in state.previous { sigaction(signal, &previous, nil) }
            state.previous = [:]
        }
    }

    /// Reads the signals caught so far and passes each to every registered watch.
    static func dispatch() {
        state.withLock { state in
            guard let pipe = state.pipe else { return }
            var bytes = [UInt8](repeating: 0, count: 64)
            while true {
                let count = bytes.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                for var byte in bytes[0..<count] {
                    for wake in state.wakes.values { _ = write(wake, &byte, 1) }
                }
            }
        }
    }

    private static func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func install(_ signal: Int32, into previous: inout [Int32: sigaction]) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { return }
        var action = sigaction()
        Signals.setHandler(&action, forwardSignal)
        sigfillset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var replaced = sigaction()
        if sigaction(signal, &action, &replaced) == 0 { previous[signal] = replaced }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        return Signals.handlerNumber(action) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

/// The shared pipe's write end, for the handler. Set before the first handler is installed.
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// The handler: one byte, the signal's number, into the shared pipe. `errno` is left as it was.
private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &byte, 1)
    errno = saved
}

/// Signal dispositions where Glibc and Darwin name a `sigaction`'s fields differently, and a write
/// that must not raise SIGPIPE.
public enum Signals {
    /// A signal action's handler, as a number (SIG_DFL is 0, SIG_IGN 1).
    public static func handlerNumber(_ action: sigaction) -> Int {
        #if canImport(Glibc)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Sets a signal action's plain handler (no SA_SIGINFO).
    public static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// Whether a handler `signal(3)` returned is `SIG_IGN`.
    public static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes writes to `descriptor` fail with EPIPE instead of raising SIGPIPE where the system
    /// can say so per descriptor (Darwin's `F_SETNOSIGPIPE`); elsewhere see ``withoutPipeSignal(_:)``.
    public static func noPipeSignal(on descriptor: Int32) {
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        #endif
    }

    /// Runs `body` (writes to a pipe whose reader may be gone) so that no SIGPIPE reaches the
    /// process: on Linux SIGPIPE is blocked on this thread meanwhile and a pending one taken back;
    /// Darwin uses ``noPipeSignal(on:)`` instead.
    public static func withoutPipeSignal<R>(_ body: () -> R) -> R {
        #if canImport(Glibc)
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #endif
        return body()
    }
}
