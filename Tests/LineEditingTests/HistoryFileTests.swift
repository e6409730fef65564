import Foundation
import Testing
import TestSupport
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file's format and where it lives: entries round-trip, the newest `capacity` are kept.
@Suite struct HistoryFileTests {
    let directory = TemporaryFolder("LineEditingTests")

    @Test func roundTripKeepsNewlinesBackslashesAndUnicode() {
        let file = HistoryFile(url: directory.file("history"))
        let entries = [
            "plain",
            "two\nlines",
            #"back\slash"#,
            #"a literal \n, not a newline"#,
            #"ends with a backslash\"#,
            #"double \\ backslash"#,
            "carriage\rreturn",
            "tab\tinside",
            "ünïcødé 日本語 🎉 e\u{301}",
            "let x = \"quoted\"",
        ]
        #expect(file.save(entries) == nil)
        let loaded = file.load()
        #expect(loaded.entries == entries)
        #expect(loaded.warning == nil)
        // One line per entry: encoded newlines do not split entries.
        let text = String(decoding: bytes(of: file.url) ?? [], as: UTF8.self)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == entries.count + 1)
        #expect(text.hasSuffix("\n"))
    }

    @Test func missingFileLoadsAsEmptyWithoutWarning() {
        let file = HistoryFile(url: directory.file("does-not-exist"))
        let loaded = file.load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.warning == nil)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func saveKeepsOnlyTheLastCapacityEntries() {
        let file = HistoryFile(url: directory.file("history"), capacity: 3)
        #expect(file.save(["1", "2", "3", "4", "5"]) == nil)
        #expect(file.load().entries == ["3", "4", "5"])
        #expect(String(decoding: bytes(of: file.url) ?? [], as: UTF8.self) == "3\n4\n5\n")
        // Loading a file written with a larger capacity caps too.
        let bigger = HistoryFile(url: directory.file("big"), capacity: 10)
        #expect(bigger.save((1...10).map(String.init)) == nil)
        #expect(HistoryFile(url: bigger.url, capacity: 2).load().entries == ["9", "10"])
    }

    @Test func windowsLineEndingsAndUnknownEscapesAreTolerated() throws {
        let url = directory.file("history")
        try Data("crlf\r\n\\q unknown\nlone \\\n\n\n".utf8).write(to: url)
        let loaded = HistoryFile(url: url).load()
        #expect(loaded.entries == ["crlf", #"\q unknown"#, #"lone \"#])
        #expect(loaded.warning == nil)
    }

    @Test func defaultLocationPrefersXDGStateHome() {
        let url = HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])
        #expect(url?.path == "/state/mvvm-playground/history")
    }

    @Test func defaultLocationFallsBackToHome() {
        let url = HistoryFile.defaultLocation(environment: ["HOME": "/home/me"])
        #expect(url?.path == "/home/me/.local/state/mvvm-playground/history")
        // The XDG spec says relative paths are invalid and must be ignored.
        let relative = HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/me"])
        #expect(relative?.path == "/home/me/.local/state/mvvm-playground/history")
        let empty = HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "", "HOME": "/home/me"])
        #expect(empty?.path == "/home/me/.local/state/mvvm-playground/history")
    }

    @Test func defaultLocationWithNeitherIsNil() {
        #expect(HistoryFile.defaultLocation(environment: [:]) == nil)
        #expect(HistoryFile.defaultLocation(environment: ["HOME": ""]) == nil)
        #expect(HistoryFile.defaultLocation(environment: ["PATH": "/bin"]) == nil)
    }

    @Test func defaultCapacityIsAThousand() {
        #expect(HistoryFile(url: directory.file("h")).capacity == 1000)
    }
}

/// Files that cannot be read completely: what can be read is loaded, with a warning, and the file is never
/// overwritten.
@Suite struct HistoryFileDamageTests {
    let directory = TemporaryFolder("LineEditingTests")

    @Test func invalidUTF8IsSkippedWithAWarningAndTheFileIsKept() throws {
        let url = directory.file("history")
        let original: [UInt8] = Array("good one\n".utf8) + [0xFF, 0xFE, 0x41, 0x0A] + Array("another good\n".utf8)
        try Data(original).write(to: url)
        let file = HistoryFile(url: url)

        let loaded = file.load()
        #expect(loaded.entries == ["good one", "another good"])
        let warning = try #require(loaded.warning)
        #expect(warning.contains(url.path))
        #expect(bytes(of: url) == original)

        // Policy: a file that could not be read completely is never overwritten.
        let saveWarning = file.save(["good one", "another good", "new"])
        #expect(saveWarning != nil)
        #expect(bytes(of: url) == original)
    }

    @Test func nulBytesAreCorruption() throws {
        let url = directory.file("history")
        let original: [UInt8] = Array("ok\n".utf8) + [0x62, 0x00, 0x61, 0x64, 0x0A] + [0x00, 0x00, 0x00]
        try Data(original).write(to: url)
        let loaded = HistoryFile(url: url).load()
        #expect(loaded.entries == ["ok"])
        #expect(loaded.warning != nil)
        #expect(bytes(of: url) == original)
    }

    @Test func binaryGarbageGivesNoEntriesAndAWarning() throws {
        let url = directory.file("history")
        var generator = SystemRandomNumberGenerator()
        var original = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        original[0] = 0xFF  // certainly invalid UTF-8
        original[1] = 0x00
        try Data(original).write(to: url)
        let loaded = HistoryFile(url: url).load()
        #expect(loaded.warning != nil)
        #expect(bytes(of: url) == original)
    }

    @Test func absurdlyLongLineIsCorruption() throws {
        let url = directory.file("history")
        let longLine = String(repeating: "x", count: HistoryFile.maxEntryBytes + 1)
        try Data(("short\n" + longLine + "\nlast\n").utf8).write(to: url)
        let loaded = HistoryFile(url: url).load()
        #expect(loaded.entries == ["short", "last"])
        #expect(loaded.warning != nil)
    }

    @Test func directoryAtThePathIsUnreadable() throws {
        let url = directory.file("history")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let file = HistoryFile(url: url)
        let loaded = file.load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.warning != nil)
        #expect(file.save(["entry"]) != nil)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func appendNeverOverwritesACorruptFile() throws {
        let url = directory.file("history")
        let original: [UInt8] = Array("good\n".utf8) + [0xFF, 0x0A]
        try Data(original).write(to: url)
        let outcome = HistoryFile(url: url).append(["new"])
        #expect(!outcome.saved)
        #expect(outcome.problem == HistoryFile(url: url).load().warning)
        #expect(bytes(of: url) == original)
    }
}
