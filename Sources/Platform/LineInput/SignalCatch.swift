// Platform: catching a signal so that a blocking read returns EINTR (sigaction without SA_RESTART)

/// A signal caught by a C handler for a while, then given back to whatever handled it before. The
/// handler is installed without `SA_RESTART`, so a blocking `read(2)` the signal arrives in returns
/// `EINTR` and the reader can look at what the handler noted.
public struct SignalCatch {
    private let signal: Int32
    private let previous: sigaction

    /// Catches `signal` with `handler` (an empty mask, no flags) until ``end()``.
    public static func install(_ signal: Int32, handler: @escaping @convention(c) (Int32) -> Void) -> SignalCatch {
        var previous = sigaction()
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: read(2) returns EINTR
        sigaction(signal, &action, &previous)
        return SignalCatch(signal: signal, previous: previous)
    }

    /// Gives the signal back to the handler it had before ``install(_:handler:)``.
    public func end() {
        var previous = previous
        sigaction(signal, &previous, nil)
    }
}
