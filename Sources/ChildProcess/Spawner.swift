#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `posix_spawn` with the child in a new process group, in a given folder, with /dev/null for
/// input, one descriptor for both outputs, default signal dispositions, an empty signal mask and
/// no other descriptor inherited.
enum Spawner {
    /// Held while a pipe for a child is made and the child spawned, so that children spawned from
    /// here never inherit each other's pipes even where descriptors cannot all be closed in the child.
    static let lock = Locked(())

    #if canImport(Darwin)
    typealias FileActions = posix_spawn_file_actions_t?
    typealias Attributes = posix_spawnattr_t?
    #else
    typealias FileActions = posix_spawn_file_actions_t
    typealias Attributes = posix_spawnattr_t
    #endif

    // Not in the headers Swift imports on Linux (they are GNU extensions): looked up at run time.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<FileActions>, UnsafePointer<CChar>) -> Int32
    private typealias AddClosefrom = @convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32

    private static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")
    private static let addClosefrom: AddClosefrom? = symbol("posix_spawn_file_actions_addclosefrom_np")

    private static func symbol<T>(_ name: String) -> T? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }

    /// Starts `program` and returns its pid, which is also its process group id.
    static func spawn(program: String, arguments: [String], environment: [String: String], directory: String, output: Int32) throws -> pid_t {
        var program = program
        var arguments = [program] + arguments
        if addChdir == nil {
            // No spawn action to change directory (glibc before 2.29): a shell does it, then execs.
            arguments = ["/bin/sh", "-c", "cd -- \"$1\" || exit 126; shift; exec \"$@\"", "sh", directory] + arguments
            program = "/bin/sh"
        }

        var actions = FileActions()
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw ChildProcess.Failure.systemCall("posix_spawn_file_actions_init", errno: errno) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        if let addClosefrom { _ = addClosefrom(&actions, 3) }
        if let addChdir { _ = addChdir(&actions, directory) }

        var attributes = Attributes()
        guard posix_spawnattr_init(&attributes) == 0 else { throw ChildProcess.Failure.systemCall("posix_spawnattr_init", errno: errno) }
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)

        let environmentList = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let result = withCStrings(arguments) { argv in
            withCStrings(environmentList) { envp in
                posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else { throw ChildProcess.Failure.cannotStart(executable: program, errno: result) }
        return pid
    }

    /// A NULL-terminated array of C strings for `body`, freed afterwards.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
