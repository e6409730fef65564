import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `playground` process in a room test: standard input a pipe the test keeps open (script mode:
/// commands are echoed), standard output and error collected as they come.
final class RoomProcess: @unchecked Sendable {
    let name: String
    private let process = Process()
    private let input = Pipe()
    private let output = Locked(Data())
    private let errors = Locked(Data())
    /// Where ``waitFor(_:)`` starts looking in the output.
    private var mark = 0

    /// How long a wait lasts before the test gives up: generous, as waits end as soon as the text comes.
    static let patience: TimeInterval = 60

    /// `openFiles`: run under `ulimit -n` of that many (through `/bin/sh`), as a laptop's
    /// default limit would have it.
    /// `environment`: more variables for the process (a setting a test controls).
    /// `binary`: another program than the `playground` built next to the tests (a copy elsewhere).
    init(_ name: String, _ arguments: [String], folder: URL, openFiles: Int? = nil, environment: [String: String] = [:], binary: URL? = nil) throws {
        self.name = name
        let binary = try binary ?? #require(PlaygroundBinary.url, "the playground binary was not built next to the tests")
        let home = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = PlaygroundBinary.environment(stateHome: home, extra: ["XDG_DATA_HOME": home.appendingPathComponent("data").path]
            .merging(environment) { $1 })
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        for (pipe, sink) in [(stdout, output), (stderr, errors)] {
            let handle = CrossThread(pipe.fileHandleForReading)
            let thread = Thread {
                while true {
                    let data = handle.value.availableData
                    if data.isEmpty { return }
                    sink.withValue { $0.append(data) }
                }
            }
            thread.start()
        }
    }

    deinit {
        if process.isRunning { killProcess(process.processIdentifier) }
    }

    /// Types a line (a command, in script mode).
    func send(_ line: String) {
        PlaygroundBinary.brokenPipeIgnored
        // To a process that has ended: nothing to do (the test finds out from what it printed).
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    var text: String { String(decoding: output.withValue { $0 }, as: UTF8.self) }
    var errorText: String { String(decoding: errors.withValue { $0 }, as: UTF8.self) }
    /// The output after the last ``waitFor(_:)`` match.
    var sinceMark: String { String(decoding: output.withValue { $0 }.dropFirst(mark), as: UTF8.self) }
    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits until `condition` holds, at most ``patience``. Returns whether it held. Every wait here
    /// sleeps as a task, never holding one of the concurrency pool's threads (two on a two-core
    /// machine) that the suite's other async tests need meanwhile; time this task was kept waiting
    /// for a thread does not count (``WaitBudget``).
    static func eventually(_ condition: () -> Bool) async -> Bool {
        var budget = WaitBudget(.seconds(patience))
        repeat {
            if condition() { return true }
            await pause()
        } while budget.goOn()
        return condition()
    }

    /// A poll's pause between looks.
    private static func pause() async {
        try? await Task.sleep(for: .milliseconds(20))
    }

    /// Waits until `text` appears in the output after the previous match; the next wait looks after it.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = RoomProcess.patience, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        let needle = Data(text.utf8)
        var budget = WaitBudget(.seconds(timeout))
        while true {
            let from = mark
            let found = output.withValue { data -> Int? in
                guard from <= data.count, let range = data[(data.startIndex + from)...].range(of: needle) else { return nil }
                return range.upperBound - data.startIndex
            }
            if let found {
                mark = found
                return true
            }
            guard budget.goOn() else { break }
            await Self.pause()
        }
        Issue.record("\(name) never printed \(text.debugDescription); after the last match it printed:\n\(sinceMark)\nerrors:\n\(errorText)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until `condition` holds of the whole output.
    /// With `report` false, only returns false (for a wait that is tried again): then `timeout` is a second.
    @discardableResult
    func waitUntil(_ what: String, timeout: TimeInterval? = nil, report: Bool = true, _ condition: (String) -> Bool) async -> Bool {
        let timeout = timeout ?? (report ? RoomProcess.patience : 1)
        var budget = WaitBudget(.seconds(timeout))
        while true {
            if condition(text) { return true }
            guard budget.goOn() else { break }
            await Self.pause()
        }
        if report { Issue.record("\(name): \(what); it printed:\n\(text)\nerrors:\n\(errorText)") }
        return false
    }

    /// Ends standard input (the script ends) and waits for the process to exit; one that has not
    /// exited after ``patience`` is killed, and the test fails.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async -> Int32 {
        try? input.fileHandleForWriting.close()
        if await !exits(within: Self.patience) {
            Issue.record("\(name) did not exit when its input ended; it printed:\n\(text)\nerrors:\n\(errorText)", sourceLocation: sourceLocation)
            await kill()
        }
        return process.terminationStatus
    }

    /// Kills the process (as a closed laptop lid or a crash would end it).
    func kill() async {
        if process.isRunning { killProcess(process.processIdentifier) }
        _ = await exits(within: Self.patience)
    }

    /// Whether the process exits within `limit`.
    private func exits(within limit: TimeInterval) async -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning {
            if Date() >= deadline { return false }
            await Self.pause()
        }
        return true
    }

    /// The address on the teacher's `Attendees: … playground follow HOST:PORT` line (from the
    /// build folder, `swift run playground follow HOST:PORT`).
    func roomAddress() async throws -> String {
        guard await waitFor("Attendees: ") else { throw RoomTestError("no Attendees line") }
        guard await waitFor("\n") else { throw RoomTestError("no end of the Attendees line") }
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Attendees: ") })
        let words = line.split(separator: " ")
        let follow = try #require(words.firstIndex(of: "follow"), "no 'follow' in \(line)")
        return try #require(words.dropFirst(follow + 1).first.map(String.init), "no address in \(line)")
    }
}

/// Sends SIGKILL to `process`.
private func killProcess(_ process: Int32) {
    _ = kill(process, SIGKILL)
}

struct RoomTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A port nobody listens on now (the kernel's pick), for a test that must start a server twice on one port.
func freePort() throws -> UInt16 {
    let socket = TestSocket.tcp()
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
        }
    }
    guard bound else { throw RoomTestError("no free port") }
    return UInt16(bigEndian: address.sin_port)
}

/// Writes `bytes` to a new connection to 127.0.0.1:`port`, then reads until the server answers (its
/// status line and headers) or closes; with `whole`, until it closes.
func rawExchange(port: UInt16, _ bytes: [UInt8], whole: Bool = false) -> String {
    let socket = TestSocket.tcp()
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return "" }
    _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, TestSocket.sendFlags) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(RoomProcess.patience)
    while Date() < deadline {
        var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 50) > 0 else { continue }
        let count = recv(socket, &buffer, buffer.count, 0)
        if count <= 0 { break }
        received.append(contentsOf: buffer[0..<count])
        if !whole, String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
    }
    return String(decoding: received, as: UTF8.self)
}
