import Foundation
import Platform

/// Puts the terminal back when the shell is ended by a signal (the window closed: SIGHUP; `kill`:
/// SIGTERM) while libedit has it in editing mode, so the user's shell is not left without echo.
/// History needs nothing here: it is saved as each line is entered.
enum TerminalRestore {
    /// The settings to restore and the descriptor, read by the signal handler. Written once,
    /// before the handlers are installed, and never again: the handler only reads them.
    nonisolated(unsafe) fileprivate static var saved = termios()
    nonisolated(unsafe) fileprivate static var descriptor: Int32 = -1

    /// Remembers the terminal's current settings and installs handlers for SIGHUP and SIGTERM that
    /// restore them, then end the process by the same signal (so the parent sees how it ended). The
    /// handler stays installed until the terminal is restored, whichever thread a signal reaches.
    static func install(for terminal: Int32) {
        guard tcgetattr(terminal, &saved) == 0 else { return }
        descriptor = terminal
        for signalNumber in [SIGHUP, SIGTERM] {
            // Ignored by whoever started us (`nohup playground`): keep it ignored.
            var previous = sigaction()
            if sigaction(signalNumber, nil, &previous) == 0 {
                if Signals.handlerNumber(previous) == 1 { continue }  // SIG_IGN
            }
            var action = sigaction()
            Signals.setHandler(&action) { signalNumber in
                // Async-signal-safe only: tcsetattr, then the signal's default action. The
                // default comes back only after the terminal is restored: with SA_RESETHAND a
                // second SIGHUP (the guardian passes the group's on) could reach another thread
                // first and end the process with the terminal still raw.
                _ = tcsetattr(TerminalRestore.descriptor, TCSANOW, &TerminalRestore.saved)
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            // Both blocked while either is handled (raise's signal waits for the handler's return).
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGHUP)
            sigaddset(&action.sa_mask, SIGTERM)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }
}
