import Foundation
import Testing

/// Fake programs the tests hand to `playground` (a `$PAGER`, a `PLAYGROUND_SWIFTC`): shell scripts
/// committed, executable, under Tests/Fixtures/FakePrograms (its README says why and how to add
/// one), run from there and never written at test time. A script written by a test and then run
/// would race with children other tests spawn meanwhile: they inherit the descriptor open for
/// writing, and running the script fails with ETXTBSY ("Text file busy").
///
/// ```swift
/// let pager = try FakeProgram.url("pager")
/// ```
enum FakeProgram {
    /// Tests/Fixtures/FakePrograms in this checkout.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PlaygroundTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/FakePrograms")

    /// The fake program `name`; fails the test unless it is an executable file.
    static func url(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path),
            "\(url.path) is missing or not executable (it is committed with mode 755)", sourceLocation: sourceLocation
        )
        return url
    }

    /// `path` as a command for a setting the shell parses, as `$PAGER` is: as it is when it holds
    /// only letters, digits and `-_./` (the usual checkout), else in single quotes.
    static func command(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
