import Foundation

/// Runs another program under limits, for `compile` (the installed `swiftc`) and for anything else
/// the playground runs that it did not write: learner code, say.
///
/// One call, one child, and every way out cleans up after it:
///
/// - The child runs in a **fresh temporary folder** (its working directory and its `TMPDIR`), which
///   `prepare` fills first and which is removed when the call returns or throws, whatever happened.
/// - It is the leader of **its own process group**, so whatever it starts (`swiftc` starts
///   `swift-frontend`) is stopped with it: SIGTERM to the group, then SIGKILL after
///   ``Limits/grace``. The group is sent SIGKILL before the call returns in every case, a normal
///   exit included, so nothing the child left running outlives the call.
/// - A **time limit**: past ``Limits/time`` the group is stopped and the ending is ``Ending/timedOut``.
/// - An **output cap**: standard output and standard error share one pipe; the first
///   ``Limits/output`` bytes are kept, the rest is read and thrown away (so the child never blocks
///   on a full pipe and memory stays bounded) and counted in ``Outcome/discardedBytes``.
/// - **Cancellation** from another thread, through a ``Cancellation``.
/// - **Ctrl-C**: with `interruptible`, SIGINT ends the child instead of this process (the child is
///   in another process group, so the terminal does not signal it). SIGTERM, SIGHUP and SIGQUIT end
///   the child too, and are then sent to this process again once it is gone and the folder
///   removed, to meet the disposition they had before the call (by default they end the process,
///   as they would have).
///   The handlers are installed only while an interruptible child runs, and the previous
///   dispositions are put back afterwards. A signal that was ignored stays ignored.
///
/// The child's standard input is /dev/null; it inherits no other file descriptor of this process.
/// The call blocks the calling thread until the child is gone.
public enum ChildProcess {
    public struct Limits: Sendable, Equatable {
        /// Wall-clock time the child may run.
        public var time: Duration
        /// Bytes of output kept; the rest is drained and discarded.
        public var output: Int
        /// Time between SIGTERM and SIGKILL when the child is stopped.
        public var grace: Duration

        public init(time: Duration = .seconds(60), output: Int = 1 << 20, grace: Duration = .seconds(2)) {
            self.time = time
            self.output = max(0, output)
            self.grace = grace
        }
    }

    /// How the child's run ended.
    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        /// It exited by itself with this status.
        case exited(Int32)
        /// A signal this call did not send ended it (a crash, or someone else's `kill`).
        case signalled(Int32)
        /// It ran past ``Limits/time`` and was stopped.
        case timedOut
        /// ``Cancellation/cancel()`` stopped it.
        case cancelled
        /// This process received `signal` (SIGINT: Ctrl-C) while the child ran, and stopped it.
        case interrupted(signal: Int32)

        public var description: String {
            switch self {
            case .exited(let status): "exited with status \(status)"
            case .signalled(let signal): "ended by signal \(signal)"
            case .timedOut: "stopped at the time limit"
            case .cancelled: "cancelled"
            case .interrupted(let signal): "interrupted by signal \(signal)"
            }
        }
    }

    public struct Outcome: Sendable {
        public var ending: Ending
        /// Standard output and standard error as they arrived, at most ``Limits/output`` bytes.
        public var output: [UInt8]
        /// Bytes read after the cap was reached, and thrown away.
        public var discardedBytes: Int
        /// The child's process id, which was also its process group id. Nothing of the group is
        /// left running when the call returns (members killed are reaped by their new parent).
        public var processID: Int32
        /// The temporary folder the child ran in. Already removed.
        public var folder: String

        /// The output decoded as UTF-8 (invalid bytes, or a character cut at the cap, become U+FFFD).
        public var text: String { String(decoding: output, as: UTF8.self) }
        /// Whether output was discarded at the cap.
        public var truncated: Bool { discardedBytes > 0 }
    }

    /// Runs `executable` with `arguments` in a fresh temporary folder; see the type's documentation.
    ///
    /// - Parameters:
    ///   - executable: a path, or a name looked up on `PATH` (see ``findExecutable(_:searchPath:)``).
    ///     A relative path is taken from the current directory, not from the temporary folder.
    ///   - arguments: the arguments after the program name. Relative paths in them name files in
    ///     the temporary folder, the child's working directory.
    ///   - environment: the child's environment; nil for this process's. `TMPDIR` is set to the
    ///     temporary folder unless `environment` sets it.
    ///   - interruptible: Ctrl-C (SIGINT) ends the child, not this process.
    ///   - prepare: fills the temporary folder (given as an absolute path) before the child starts.
    /// - Throws: ``Failure`` when the folder cannot be made or the child cannot be started (the
    ///   executable is missing or not executable); what `prepare` throws. The folder is gone either way.
    public static func run(
        _ executable: String,
        arguments: [String] = [],
        environment: [String: String]? = nil,
        limits: Limits = Limits(),
        interruptible: Bool = false,
        cancellation: Cancellation? = nil,
        prepare: (_ folder: String) throws -> Void = { _ in }
    ) throws -> Outcome {
        guard let program = findExecutable(executable) else {
            throw Failure.cannotStart(executable: executable, errno: executable.contains("/") ? Failure.accessError(executable) : ENOENT)
        }
        let result: (outcome: Outcome, reraise: Int32?)
        do {
            // Listening for signals first: a Ctrl-C from here on stops the child (at once, if it
            // comes before the child starts) and can no longer leave the folder behind.
            let watch = try ChildWatch(limits: limits, interruptible: interruptible, cancellation: cancellation)
            defer { watch.close() }
            let folder = try TemporaryFolder.create()
            defer { TemporaryFolder.remove(folder) }
            try prepare(folder)
            var childEnvironment = environment ?? Spawn.currentEnvironment()
            if environment?["TMPDIR"] == nil { childEnvironment["TMPDIR"] = folder }
            result = try watch.run(program: program, arguments: arguments, environment: childEnvironment, folder: folder)
        }
        // The child is gone, the folder removed and the handlers put back: now a SIGTERM or SIGHUP
        // that stopped the child may do what it came to do. Sent to the process, not raised in this
        // thread, which may block it (Dispatch's worker threads block SIGTERM, SIGHUP, ...).
        if let signal = result.reraise { kill(getpid(), signal) }
        return result.outcome
    }

    /// Why a child could not be run.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// `executable` was not found, is not a file, is not executable, or could not be started.
        case cannotStart(executable: String, errno: Int32)
        /// The temporary folder could not be made under `parent`.
        case cannotCreateFolder(parent: String, errno: Int32)
        /// A system call failed: pipes, for instance, when the process is out of file descriptors.
        case systemCall(String, errno: Int32)

        public var description: String {
            switch self {
            case .cannotStart(let executable, let code): "cannot run '\(executable)': \(Self.message(code))"
            case .cannotCreateFolder(let parent, let code): "cannot make a temporary folder in '\(parent)': \(Self.message(code))"
            case .systemCall(let call, let code): "\(call) failed: \(Self.message(code))"
            }
        }

        static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

        /// Why `path` cannot be executed: ENOENT, EACCES (not executable, or a folder), ...
        static func accessError(_ path: String) -> Int32 {
            var info = stat()
            guard stat(path, &info) == 0 else { return errno }
            if (info.st_mode & S_IFMT) != S_IFREG { return EACCES }
            return access(path, X_OK) == 0 ? ENOEXEC : errno
        }
    }

    /// The absolute path of an executable regular file: `name` itself when it contains a `/`
    /// (relative to the current directory), else the first match in `searchPath` (a `PATH`-style
    /// list; nil for this process's `PATH`). Nil when there is none.
    public static func findExecutable(_ name: String, searchPath: String? = nil) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            let path = name.hasPrefix("/") ? name : currentDirectory() + "/" + name
            return isExecutableFile(path) ? path : nil
        }
        let list = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for entry in list.split(separator: ":", omittingEmptySubsequences: false) {
            let folder = entry.isEmpty ? currentDirectory() : String(entry)
            let candidate = (folder.hasPrefix("/") ? folder : currentDirectory() + "/" + folder) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
