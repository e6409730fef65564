import Foundation

/// One run of one child: spawns it, reads its output, watches the clock, the cancellation and the
/// signals, stops its process group and reaps it. Used once, then closed.
final class ChildWatch {
    private let limits: ChildProcess.Limits
    private let cancellation: Cancellation?
    private let clock = ContinuousClock()

    /// Written to by `cancellation` (a 0 byte) and by `SignalForwarding` (the signal's number).
    private let wake: Pipe
    private var wakeClosed = false
    private var cancellationID: Int?
    /// Registration with `SignalForwarding`, and the shared pipe its handler writes to.
    private var signals: (id: Int, pipe: Int32)?

    private var outputPipe: Int32 = -1
    private var kept: [UInt8] = []
    private var discarded = 0
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    private var pid: pid_t = 0
    /// The raw wait status once the child is reaped (nil if somebody else reaped it).
    private var reaped: (done: Bool, status: Int32?) = (false, nil)
    /// Why this watch stopped the child, if it did.
    private var stopReason: ChildProcess.Ending?

    init(limits: ChildProcess.Limits, interruptible: Bool, cancellation: Cancellation?) throws {
        self.limits = limits
        self.cancellation = cancellation
        wake = try Pipe()
        cancellationID = cancellation?.register(wake: wake.write)
        if interruptible {
            do {
                signals = try SignalForwarding.register(wake: wake.write)
            } catch {
                close()
                throw error
            }
        }
    }

    /// Undoes `init`: unregisters and closes the wake pipe. Safe to call twice.
    func close() {
        if let id = cancellationID { cancellation?.unregister(id) }
        cancellationID = nil
        if let signals { SignalForwarding.unregister(signals.id) }
        signals = nil
        if !wakeClosed { wake.close() }
        wakeClosed = true
        if outputPipe >= 0 { _ = closeDescriptor(outputPipe) }
        outputPipe = -1
    }

    /// Runs the child to its end. Returns the outcome and the signal to raise again, if any.
    func run(program: String, arguments: [String], environment: [String: String], folder: String) throws
        -> (outcome: ChildProcess.Outcome, reraise: Int32?)
    {
        let output = try Spawn.lock.withLock { _ throws -> Pipe in
            let output = try Pipe(nonblockingRead: true)
            // In a process group of its own, /dev/null for input, one pipe for both outputs,
            // default signal dispositions, an empty signal mask and no other descriptor inherited.
            var request = SpawnRequest(program: program, arguments: [program] + arguments, environment: environment)
            request.directory = folder
            request.descriptors = [(0, .open(path: "/dev/null", flags: O_RDONLY, mode: 0)), (1, .descriptor(output.write)), (2, .descriptor(output.write))]
            request.closeOthers = true
            request.newProcessGroup = true
            request.defaults = .all
            request.emptySignalMask = true
            do throws(Spawn.Failure) {
                pid = try Spawn.start(request)
            } catch {
                output.close()
                throw ChildProcess.Failure.cannotStart(executable: request.program, errno: error.code)
            }
            return output
        }
        _ = closeDescriptor(output.write)
        outputPipe = output.read
        kept.reserveCapacity(min(limits.output, buffer.count))

        watch()
        if stopReason != nil { stop() }
        // Whatever the child started is not needed once it is gone: no member of the group outlives
        // the call. (Its process group id cannot be reused while any member is left, so this
        // reaches only the group this call made.)
        _ = kill(-pid, SIGKILL)
        if !reaped.done { reap(blocking: true) }
        drainAfterExit()

        let ending: ChildProcess.Ending
        if let stopReason {
            ending = stopReason
        } else if let status = reaped.status {
            let signal = status & 0x7f
            ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        } else {
            ending = .exited(-1)  // reaped by somebody else: the status is lost
        }
        var reraise: Int32?
        if case .interrupted(let signal) = ending, signal != SIGINT { reraise = signal }
        let outcome = ChildProcess.Outcome(ending: ending, output: kept, discardedBytes: discarded, processID: pid, folder: folder)
        return (outcome, reraise)
    }

    // MARK: - Watching

    /// Until the child exits, or a reason to stop it comes up (time, cancellation, a signal).
    private func watch() {
        let deadline = clock.now.advanced(by: limits.time)
        var backoff = Duration.milliseconds(1)
        while true {
            if reap(blocking: false) { return }
            if cancellation?.isCancelled == true, stopReason == nil { stopReason = .cancelled }
            if stopReason != nil { return }
            let now = clock.now
            if now >= deadline {
                stopReason = .timedOut
                return
            }
            // With the pipe open, its end (or data) wakes the poll; the child's exit is checked
            // at least every 100ms as well, in case something it started keeps the pipe open.
            // With the pipe closed, only the exit is left to wait for.
            var wait = now.duration(to: deadline)
            if outputPipe >= 0 {
                wait = min(wait, .milliseconds(100))
            } else {
                wait = min(wait, backoff)
                backoff = min(backoff * 2, .milliseconds(50))
            }
            pollOnce(timeout: wait, watchWake: true)
        }
    }

    /// SIGTERM to the group (and SIGCONT, in case it is stopped), then up to `grace` for the child
    /// to exit while its output is still read. SIGKILL follows in `run` in any case.
    private func stop() {
        _ = kill(-pid, SIGTERM)
        _ = kill(-pid, SIGCONT)
        let graceEnd = clock.now.advanced(by: limits.grace)
        while !reap(blocking: false) {
            let now = clock.now
            if now >= graceEnd { return }
            pollOnce(timeout: min(now.duration(to: graceEnd), .milliseconds(10)), watchWake: false)
        }
    }

    /// After the child is gone and its group killed: what is left in the pipe, until end of file,
    /// 100ms without data, or 1s in all (something outside the group may hold the pipe open).
    private func drainAfterExit() {
        let end = clock.now.advanced(by: .seconds(1))
        while outputPipe >= 0 {
            let now = clock.now
            if now >= end { break }
            if !pollOnce(timeout: min(now.duration(to: end), .milliseconds(100)), watchWake: false) { break }
        }
        if outputPipe >= 0 {
            _ = closeDescriptor(outputPipe)
            outputPipe = -1
        }
    }

    /// One poll of the output pipe, and of the wake and signal pipes if `watchWake`. Reads what is
    /// ready. Returns false when nothing happened before `timeout`.
    @discardableResult
    private func pollOnce(timeout: Duration, watchWake: Bool) -> Bool {
        var descriptors: [pollfd] = []
        if outputPipe >= 0 { descriptors.append(pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)) }
        if watchWake {
            descriptors.append(pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0))
            if let signals { descriptors.append(pollfd(fd: signals.pipe, events: Int16(POLLIN), revents: 0)) }
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(timeout))
        if ready <= 0 { return false }  // timeout, or EINTR: the caller loops
        for descriptor in descriptors where descriptor.revents != 0 {
            if descriptor.fd == outputPipe {
                readOutput()
            } else if descriptor.fd == wake.read {
                readWake()
            } else if let signals, descriptor.fd == signals.pipe {
                SignalForwarding.dispatch()
            }
        }
        return true
    }

    /// Reads what the output pipe has (a few chunks at most, so the clock is looked at often).
    private func readOutput() {
        for _ in 0..<16 {
            let count = buffer.withUnsafeMutableBytes { read(outputPipe, $0.baseAddress, $0.count) }
            if count > 0 {
                let room = max(0, limits.output - kept.count)
                if room > 0 { kept.append(contentsOf: buffer[0..<min(room, count)]) }
                discarded += max(0, count - room)
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                // End of file: every writer is gone.
                _ = closeDescriptor(outputPipe)
                outputPipe = -1
            }
            return
        }
    }

    private func readWake() {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(wake.read, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        for byte in bytes[0..<count] where stopReason == nil {
            stopReason = byte == 0 ? .cancelled : .interrupted(signal: Int32(byte))
        }
    }

    /// Reaps the child if it has exited (or waits for it, if `blocking`). True once reaped.
    @discardableResult
    private func reap(blocking: Bool) -> Bool {
        if reaped.done { return true }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid {
                reaped = (true, status)
                return true
            }
            if result == 0 { return false }
            if errno == EINTR { continue }
            reaped = (true, nil)  // ECHILD: not ours to wait for any more
            return true
        }
    }

    /// `poll`'s timeout: milliseconds, rounded up so a wait never ends before its deadline.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { return 0 }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}
