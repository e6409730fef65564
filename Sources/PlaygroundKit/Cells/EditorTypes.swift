import Foundation

/// How an editor session ended.
public enum EditOutcome: Sendable, Equatable {
    /// The editor exited; the file may have changed.
    case edited
    /// No editor could be run: why, in words for the learner.
    case unavailable(String)
    /// The editor exited with a failure status.
    case failed(String)
}

/// How waiting for a file to change ended.
public enum WaitOutcome: Sendable, Equatable {
    case changed
    /// Ctrl-C.
    case interrupted
}
