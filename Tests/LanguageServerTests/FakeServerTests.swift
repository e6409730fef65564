import Foundation
import Testing
@testable import LanguageServer

/// The client against servers that misbehave (Tests/Fixtures/FakeLanguageServers): each ends the
/// connection with a reason, in time, without a crash and without a process left behind.
@Suite struct FakeServerTests {
    /// The fake toolchain folder `name`, whose `sourcekit-lsp` misbehaves.
    static func toolchain(_ name: String, filePath: String = #filePath) throws -> String {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/FakeLanguageServers/\(name)")
        let program = folder.appending(path: "sourcekit-lsp").path
        try #require(access(program, X_OK) == 0, "\(program) is missing or not executable (git keeps it 755)")
        return folder.path
    }

    /// A fresh folder for the fake to be started on, removed afterwards.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appending(path: "fake-server-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    static func startError(_ name: String, timeout: Duration = .seconds(60)) throws -> LanguageServerError? {
        let bin = try toolchain(name)
        return try withFolder { folder in
            do throws(LanguageServerError) {
                _ = try LanguageServer.start(root: folder, toolchainBin: bin, timeout: timeout)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func aHugeContentLengthEndsTheConnection() throws {
        let error = try Self.startError("huge-length")
        guard case .ended(let reason)? = error else {
            Issue.record("expected the connection to end, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("a message of 99999999999 bytes"), "\(reason)")
    }

    @Test func aLineThatIsNotAHeaderEndsTheConnection() throws {
        let error = try Self.startError("not-the-protocol")
        guard case .ended(let reason)? = error else {
            Issue.record("expected the connection to end, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("not 'Name: value'"), "\(reason)")
        #expect(reason.contains("Hello, I am not a language server"), "\(reason)")
    }

    @Test func aServerThatExitsEndsTheConnection() throws {
        // Seen either as the end of its output or as a pipe nobody reads (EPIPE, and no SIGPIPE for us).
        let error = try Self.startError("exits-at-once")
        guard case .ended(let reason)? = error else {
            Issue.record("expected the connection to end, got \(String(describing: error))")
            return
        }
        #expect(reason == "it exited" || reason.hasPrefix("it stopped reading"), "\(reason)")
    }

    @Test func aServerThatNeverAnswersTimesOut() throws {
        let error = try Self.startError("silent", timeout: .milliseconds(300))
        #expect(error == .timedOut(method: "initialize", seconds: 0.3))
    }

    @Test func strayMessagesAreSkippedAndTheServerIsKilledWithTheClient() throws {
        let bin = try Self.toolchain("answers-then-sleeps")
        try Self.withFolder { folder in
            var server: LanguageServer? = try LanguageServer.start(root: folder, toolchainBin: bin)
            #expect(server?.capabilities["completionProvider"]?["triggerCharacters"] == ["."])
            #expect(server?.connection.ignoredMessages == 1)
            #expect(server?.ended == nil)
            let file = folder.appending(path: "Cell.swift")
            #expect(throws: LanguageServerError.notOpen(file.path)) { try server?.completions(file: file, line: 0, character: 0) }
            try server?.open(file: file, text: "let x = 1\n")
            #expect(throws: LanguageServerError.timedOut(method: "textDocument/completion", seconds: 0.2)) {
                try server?.completions(file: file, line: 0, character: 4, timeout: .milliseconds(200))
            }
            let pid = try #require(server?.connection.process.pid)
            #expect(kill(pid, 0) == 0, "the fake server is not running")
            server = nil
            // Killed and collected: the pid names no process any more.
            #expect(kill(pid, 0) == -1 && errno == ESRCH)
        }
    }

    @Test func aServerThatIsShutDownAnswersNoMore() throws {
        let bin = try Self.toolchain("answers-then-sleeps")
        try Self.withFolder { folder in
            let server = try LanguageServer.start(root: folder, toolchainBin: bin)
            // It never answers `shutdown` (it reads nothing): shut down anyway, within the timeout.
            server.shutdown(timeout: .milliseconds(200))
            #expect(server.ended == "it was shut down")
            let file = folder.appending(path: "Cell.swift")
            #expect(throws: LanguageServerError.ended("it was shut down")) { try server.open(file: file, text: "") }
        }
    }

    @Test func aServerThatStopsReadingEndsTheConnectionInsteadOfBlockingTheWriter() throws {
        let bin = try Self.toolchain("answers-then-sleeps")
        try Self.withFolder { folder in
            let server = try LanguageServer.start(root: folder, toolchainBin: bin)
            let file = folder.appending(path: "Big.swift")
            // Far more than a pipe holds: the write cannot finish while the server reads nothing.
            let text = String(repeating: "let x = 1\n", count: 200_000)
            do throws(LanguageServerError) {
                try server.open(file: file, text: text, timeout: .milliseconds(300))
                Issue.record("a server that reads nothing took 2 MB")
            } catch {
                guard case .timedOut(let method, _) = error else {
                    Issue.record("expected a time-out, got \(error)")
                    return
                }
                #expect(method == "textDocument/didOpen")
            }
            #expect(server.ended == "it stopped reading what it is sent")
            #expect(throws: LanguageServerError.ended("it stopped reading what it is sent")) { try server.update(file: file, text: "") }
        }
    }

    @Test func noServerAnywhereSaysWhereItLooked() throws {
        try Self.withFolder { folder in
            let result = LanguageServer.locate(toolchainBin: folder.path, searchPath: folder.path)
            #expect(result == .failure(.notInstalled(searched: [folder.path, "PATH"])))
        }
    }
}
