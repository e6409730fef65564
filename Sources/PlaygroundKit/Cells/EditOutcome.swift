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

/// What the program around the shell did so that an editor's language server understands the
/// learner's exercise folders (a `compile_commands.json` naming this build, which sourcekit-lsp reads).
public enum EditorSetup: Sendable, Equatable {
    /// The databases name the build in `buildFolder`: written now, or already so.
    case ready(buildFolder: String)
    /// They could not be written, or there is no build to name: why, in words for the learner.
    case unavailable(String)
}
