import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recordings and handouts written wherever the user points them, the way they expect: devices and pipes in place
/// (never replaced by a file), links written through, and handouts all or none, with every problem in words.
@Suite struct ExportSafetyTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = PlaygroundBinary.environment(stateHome: folder.url)
    }

    func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    func record(to path: String) throws -> PlaygroundBinary.Result {
        try PlaygroundBinary.run(["run", "di", "--step", "1", "--asciicast", path], environment: environment)
    }

    @Test func aRecordingToDevNullIsWrittenInPlace() throws {
        let result = try record(to: "/dev/null")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is Linux's"))
    func aRecordingToDevFullSaysNoSpaceLeftAndLeavesTheDevice() throws {
        let result = try record(to: "/dev/full")
        #expect(result.status == 1)
        #expect(result.errors == "error: cannot write the recording: could not write /dev/full (no space left on device)\n")
        #expect(fileType("/dev/full") == S_IFCHR)
    }

    @Test func aRecordingToDevStdoutFollowsTheTranscript() throws {
        let transcript = try PlaygroundBinary.run(["run", "di", "--step", "1"], environment: environment)
        let result = try record(to: "/dev/stdout")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix(transcript.output))
        #expect(result.output.dropFirst(transcript.output.count).hasPrefix(#"{"version":2"#) || result.output.dropFirst(transcript.output.count).hasPrefix(#"{"version": 2"#),
                "\(result.output.dropFirst(transcript.output.count).prefix(80))")
    }

    @Test func aRecordingToANamedPipeGoesToItsReader() throws {
        let fifo = folder.url.appendingPathComponent("cast.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Locked(Data()), done = DispatchSemaphore(value: 0)
        Thread {
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.withValue { $0 = data }
            done.signal()
        }.start()
        let result = try record(to: fifo)
        #expect(result.status == 0, "\(result.errors)")
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(String(decoding: received.withValue { $0 }, as: UTF8.self).contains(#""version""#))
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func aRecordingThroughALinkReplacesItsFileAndKeepsTheLink() throws {
        let real = folder.url.appendingPathComponent("real.cast"), link = folder.url.appendingPathComponent("di.cast")
        try Data("an old recording".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.cast")
        let result = try record(to: link.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: real, encoding: .utf8).hasPrefix("{"))
    }

    @Test func aFolderInTheWayOfOneHandoutStopsTheExportBeforeAnythingIsWritten() throws {
        let out = folder.url.appendingPathComponent("handouts")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("3-events.md"), withIntermediateDirectories: true)
        let result = try PlaygroundBinary.runShell("cd '\(folder.url.path)' && \"$0\" export --all", environment: environment)
        #expect(result.status == 1)
        #expect(result.errors == "error: handouts/3-events.md is a folder; nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["3-events.md"], "no handout, no list, no temporary file")
    }

    @Test func aNamedPipeAmongTheHandoutsIsRefusedNotWaitedOn() throws {
        let out = folder.url.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #expect(mkfifo(out.appendingPathComponent("1-di.md").path, 0o600) == 0)
        #expect(mkfifo(out.appendingPathComponent(".playground-export").path, 0o600) == 0)
        let result = try PlaygroundBinary.run(["export", "di", "--out", out.path], environment: environment)
        #expect(result.status == 1)
        #expect(result.errors == "error: \(out.path)/1-di.md is a named pipe (FIFO), not a regular file; \(out.path)/.playground-export is a named pipe (FIFO), not a regular file; nothing was written\n")
    }

    @Test func anOutFolderThatIsAFileIsNamed() throws {
        let file = folder.url.appendingPathComponent("notes")
        try Data("mine".utf8).write(to: file)
        let result = try PlaygroundBinary.run(["export", "di", "--out", file.path], environment: environment)
        #expect(result.status == 1)
        #expect(result.errors == "error: \(file.path) is not a folder\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
    }

    @Test(.enabled(if: getuid() != 0, "permissions are not enforced for root"))
    func aFolderThatCannotBeWrittenSaysPermissionDenied() throws {
        let out = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        chmod(out.path, 0o500)
        defer { chmod(out.path, 0o700) }
        let result = try PlaygroundBinary.run(["export", "di", "--out", out.path], environment: environment)
        #expect(result.status == 1)
        #expect(result.errors == "error: the folder \(out.path) is not writable (permission denied); nothing was written\n")
    }

    /// A handout that is a link (the class site publishes from elsewhere) is written through, with the usual
    /// rules: replaced only with --force when export did not write it.
    @Test func aLinkedHandoutIsWrittenThroughAndKept() throws {
        let out = folder.url.appendingPathComponent("handouts"), site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("the site's page".utf8).write(to: site.appendingPathComponent("di.md"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("1-di.md").path, withDestinationPath: "../site/di.md")
        let refused = try PlaygroundBinary.run(["export", "di", "--out", out.path], environment: environment)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("not replacing \(out.path)/1-di.md"))
        let forced = try PlaygroundBinary.run(["export", "di", "--out", out.path, "--force"], environment: environment)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(fileType(out.appendingPathComponent("1-di.md").path) == S_IFLNK)
        #expect(try String(contentsOf: site.appendingPathComponent("di.md"), encoding: .utf8).hasPrefix("# Lesson 1: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == ["di.md"], "no temporary file left")
    }
}
