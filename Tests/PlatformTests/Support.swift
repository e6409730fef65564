// Platform: how the tests see processes and their groups (/proc on Linux)
import Foundation
import Platform
import Testing

/// Fake programs for the tests: shell scripts committed, executable, under
/// Tests/Fixtures/FakePrograms (its README says why), run from there and never written at test time.
/// A script written here and then run would race with children other tests spawn meanwhile (they
/// inherit the descriptor open for writing: ETXTBSY), and with other checkouts testing at once.
enum Fake {
    /// Tests/Fixtures/FakePrograms in this checkout.
    static let folder: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PlatformTests
        .deletingLastPathComponent()  // Tests
        .appending(path: "Fixtures/FakePrograms").path

    /// The path of the fake program `name`; fails the test unless it is an executable file.
    static func program(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = folder + "/" + name
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "\(path) is missing or not executable (it is committed with mode 755)", sourceLocation: sourceLocation
        )
        return path
    }
}

/// Writes `text` to a new file at `path`, in a folder of the test's own: never replacing a file
/// (O_EXCL), and through a descriptor closed on exec (O_CLOEXEC), so that no child another test
/// spawns meanwhile inherits it.
func writeNewFile(_ path: String, _ text: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        bytes = bytes.dropFirst(written)
    }
}

/// Looking at processes from outside.
enum Processes {
    /// Whether `pid` is running (a zombie, waiting for its parent to reap it, is not).
    static func isRunning(_ pid: Int32) -> Bool {
        #if os(Linux)
        guard let state = stat(of: pid) else { return false }
        return state.state != "Z" && state.state != "X"
        #else
        return kill(pid, 0) == 0
        #endif
    }

    /// Processes of group `group` that are running (zombies do not count).
    static func runningMembers(ofGroup group: Int32) -> [Int32] {
        #if os(Linux)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let state = stat(of: pid) else { return false }
            return state.group == group && state.state != "Z" && state.state != "X"
        }
        #else
        return kill(-group, 0) == 0 ? [group] : []
        #endif
    }

    /// Waits (generously: processes killed with SIGKILL take a moment to go) until no process of
    /// `group` is running. True if none is.
    static func groupEnds(_ group: Int32, within seconds: Double = 10) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if runningMembers(ofGroup: group).isEmpty { return true }
            usleep(10_000)
        }
        return runningMembers(ofGroup: group).isEmpty
    }

    static func ends(_ pid: Int32, within seconds: Double = 10) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if !isRunning(pid) { return true }
            usleep(10_000)
        }
        return !isRunning(pid)
    }

    #if os(Linux)
    /// `/proc/<pid>/stat`: the state letter and the process group.
    private static func stat(of pid: Int32) -> (state: Character, group: Int32)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let group = Int32(fields[2]) else { return nil }
        return (state, group)
    }
    #endif
}

/// The pid a fake printed as `grandchild <pid>`.
func grandchild(in outcome: ChildProcess.Outcome) -> Int32? {
    outcome.text.split(separator: "\n").lazy.compactMap { line in
        line.hasPrefix("grandchild ") ? Int32(line.dropFirst("grandchild ".count)) : nil
    }.first
}

func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
}

/// Calls `body` on another thread once `file` exists (the child made it: it is running).
func whenExists(_ file: @escaping @Sendable () -> String?, _ body: @escaping @Sendable () -> Void) -> Thread {
    let thread = Thread {
        let end = Date().addingTimeInterval(30)
        while Date() < end {
            if let path = file(), FileManager.default.fileExists(atPath: path) { break }
            usleep(5_000)
        }
        body()
    }
    thread.start()
    return thread
}

/// A value set from one thread and read from another.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
