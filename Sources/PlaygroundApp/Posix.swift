// Platform: POSIX calls whose types or constants differ between Linux and Darwin
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shell's system calls where Glibc and Darwin disagree on a type or a constant, so that the
/// pager, the editor, the terminal's restore and the session spawn read the same on both.
enum Posix {
    #if canImport(Darwin)
    /// posix_spawn's attributes: a pointer on Darwin (nil until `posix_spawnattr_init`), a struct on Linux.
    typealias SpawnAttributes = posix_spawnattr_t?
    typealias SpawnFileActions = posix_spawn_file_actions_t?
    static func spawnAttributes() -> SpawnAttributes { nil }
    static func spawnFileActions() -> SpawnFileActions { nil }
    #else
    typealias SpawnAttributes = posix_spawnattr_t
    typealias SpawnFileActions = posix_spawn_file_actions_t
    static func spawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }
    static func spawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
    #endif

    /// This process's environment as posix_spawn takes it: `environ`, which Darwin's headers leave
    /// out of a program's reach (`_NSGetEnviron()` gives it there).
    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    /// How many bytes wait to be read on `descriptor` (FIONREAD): for a pipe, what its reader has not
    /// taken yet. Nil when the descriptor cannot say.
    static func pendingBytes(_ descriptor: Int32) -> Int? {
        var count: Int32 = 0
        #if canImport(Glibc)
        let request = UInt(FIONREAD)
        #else
        let request: UInt = 0x4004_667F  // FIONREAD, _IOR('f', 127, int): a macro Swift does not import
        #endif
        return ioctl(descriptor, request, &count) == 0 ? Int(count) : nil
    }

    /// The window size of the terminal on `descriptor` (TIOCGWINSZ), nil when it is not one.
    static func windowSize(_ descriptor: Int32) -> winsize? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        return ioctl(descriptor, request, &size) == 0 ? size : nil
    }

    /// A file's last modification time, from stat(2).
    static func modificationTime(_ info: stat) -> timespec {
        #if os(Linux)
        info.st_mtim
        #else
        info.st_mtimespec
        #endif
    }

    /// A signal action's handler, as a number (SIG_DFL is 0, SIG_IGN 1).
    static func handlerNumber(_ action: sigaction) -> Int {
        #if canImport(Glibc)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Sets a signal action's plain handler (no SA_SIGINFO).
    static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}
