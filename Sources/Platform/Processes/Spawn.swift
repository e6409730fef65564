// Platform: starting processes (posix_spawn: the one place a program is started by hand)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a program is started with `posix_spawn`: its arguments and environment, the descriptors it
/// gets, its folder, its process group and its signals. Everything else it inherits.
public struct SpawnRequest: Sendable {
    /// Where a descriptor of the child comes from.
    public enum Source: Sendable {
        /// This process's descriptor, duplicated.
        case descriptor(Int32)
        /// A file opened for the child (`open(2)`'s flags and mode).
        case open(path: String, flags: Int32, mode: UInt16)
    }

    /// Which signals get their default action back in the child (a signal ignored here stays
    /// ignored there otherwise).
    public enum Defaults: Sendable, Equatable {
        case none
        case all
        case only([Int32])
    }

    /// A path, or with `searchPath` a name looked up on `PATH` as a shell does.
    public var program: String
    /// argv, argv[0] included.
    public var arguments: [String]
    /// The child's environment; nil for this process's.
    public var environment: [String: String]?
    public var searchPath = false
    /// The child's working folder; nil for this process's.
    public var directory: String?
    /// The child's descriptors, by number.
    public var descriptors: [(number: Int32, source: Source)] = []
    /// No descriptor but those in ``descriptors`` (and 0, 1 and 2) is inherited.
    public var closeOthers = false
    /// The child leads a process group of its own (its pid is the group's id).
    public var newProcessGroup = false
    public var defaults: Defaults = .none
    /// The child starts with no signal blocked (else with this thread's mask).
    public var emptySignalMask = false

    public init(program: String, arguments: [String], environment: [String: String]? = nil) {
        self.program = program
        self.arguments = arguments
        self.environment = environment
    }
}

/// Starts programs with `posix_spawn`. Used where swift-subprocess cannot serve: a child that must
/// share the terminal and this process group (the editor, the pager, the session's worker), or
/// whose pipes this process polls itself (the time-limited runs of ``ChildProcess``, the language
/// server).
public enum Spawn {
    /// Held while a pipe for a child is made and the child spawned, so that children spawned from
    /// here never inherit each other's pipes even where descriptors cannot all be closed in the child.
    public static let lock = Locked(())

    /// Why a program did not start: the errno `posix_spawn` (or a call before it) returned.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let call: String
        public let code: Int32

        public init(call: String, code: Int32) {
            self.call = call
            self.code = code
        }
        public var description: String { String(cString: strerror(code)) }
    }

    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
    #endif

    #if os(Linux)
    // Not in the headers Swift imports on Linux (they are GNU extensions): looked up at run time.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<FileActions>, UnsafePointer<CChar>) -> Int32
    private typealias AddClosefrom = @convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    private static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")
    private static let addClosefrom: AddClosefrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let pipe2: Pipe2? = symbol("pipe2")

    private static func symbol<T>(_ name: String) -> T? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }
    #endif

    /// Starts the program; returns its pid.
    public static func start(_ request: SpawnRequest) throws(Failure) -> pid_t {
        var program = request.program
        var arguments = request.arguments
        var chdir: String?
        if let directory = request.directory {
            #if canImport(Darwin)
            chdir = directory
            #else
            if addChdir != nil {
                chdir = directory
            } else {
                // No spawn action to change directory (glibc before 2.29): a shell does it, then execs.
                arguments = ["/bin/sh", "-c", "cd -- \"$1\" || exit 126; shift; exec \"$@\"", "sh", directory, program] + arguments.dropFirst()
                program = "/bin/sh"
            }
            #endif
        }

        var actions = FileActions()
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw Failure(call: "posix_spawn_file_actions_init", code: errno) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (number, source) in request.descriptors {
            switch source {
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
            case .open(let path, let flags, let mode): posix_spawn_file_actions_addopen(&actions, number, path, flags, mode_t(mode))
            }
        }
        if let chdir {
            #if canImport(Darwin)
            posix_spawn_file_actions_addchdir_np(&actions, chdir)
            #else
            if let addChdir { _ = addChdir(&actions, chdir) }
            #endif
        }

        var attributes = Attributes()
        guard posix_spawnattr_init(&attributes) == 0 else { throw Failure(call: "posix_spawnattr_init", code: errno) }
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        if request.closeOthers {
            #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #else
            if let addClosefrom { _ = addClosefrom(&actions, 3) }
            #endif
        }
        if request.newProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        if request.emptySignalMask {
            flags |= Int32(POSIX_SPAWN_SETSIGMASK)
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
        }
        if request.defaults != .none {
            flags |= Int32(POSIX_SPAWN_SETSIGDEF)
            var set = sigset_t()
            switch request.defaults {
            case .all: sigfillset(&set)
            case .only(let signals):
                sigemptyset(&set)
                for signal in signals { sigaddset(&set, signal) }
            case .none: break
            }
            posix_spawnattr_setsigdefault(&attributes, &set)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var pid: pid_t = 0
        let environment = request.environment.map { $0.map { "\($0.key)=\($0.value)" } }
        let result = withCStrings(arguments) { argv in
            withEnvironment(environment) { envp in
                request.searchPath
                    ? posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
                    : posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else { throw Failure(call: "posix_spawn", code: result) }
        return pid
    }

    /// A pipe whose ends are closed on exec from the start where the C library can (pipe2), so no
    /// child spawned meanwhile inherits them.
    public static func pipe() throws(Failure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        let result = ends.withUnsafeMutableBufferPointer { buffer in
            #if os(Linux)
            if let pipe2 { return pipe2(buffer.baseAddress!, O_CLOEXEC) }
            #endif
            let made = systemPipe(buffer.baseAddress!)
            if made == 0 { for end in buffer { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
            return made
        }
        guard result == 0 else { throw Failure(call: "pipe", code: errno) }
        return (ends[0], ends[1])
    }

    /// This process's environment, as `environ` holds it (Darwin's headers leave `environ` out of a
    /// program's reach: `_NSGetEnviron()` gives it there).
    static var environmentBlock: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// This process's environment as a dictionary (the first of two entries of a name wins).
    public static func currentEnvironment() -> [String: String] {
        var entry = environmentBlock
        var result: [String: String] = [:]
        while let pointer = entry?.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                let name = String(pair[..<equals])
                if result[name] == nil { result[name] = String(pair[pair.index(after: equals)...]) }
            }
            entry = entry?.advanced(by: 1)
        }
        return result
    }

    private static func withEnvironment<R>(_ list: [String]?, _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
        guard let list else { return body(UnsafePointer(environmentBlock)) }
        return withCStrings(list) { body($0) }
    }

    /// A NULL-terminated array of C strings for `body`, freed afterwards.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 { pipe(ends) }

/// A pipe whose two ends are closed on exec (a child gets only what a spawn action gives it).
struct Pipe {
    let read: Int32
    let write: Int32

    /// Both ends non-blocking unless `nonblockingRead` is given: then only the read end is, and the
    /// write end, meant for a child, blocks as programs expect.
    init(nonblockingRead: Bool = false) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ChildProcess.Failure.systemCall("pipe", errno: errno) }
        read = ends[0]
        write = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        if !nonblockingRead { _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK) }
    }

    func close() {
        closeDescriptor(read)
        closeDescriptor(write)
    }
}

