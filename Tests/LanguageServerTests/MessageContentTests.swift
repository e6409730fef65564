import Foundation
import Testing
@testable import LanguageServer

/// What is inside the frames: JSON read without trusting its shape, completions and diagnostics
/// taken from what a server answers, and the compile database written for it.
@Suite struct MessageContentTests {
    static func json(_ text: String) throws -> JSONValue {
        try #require(JSONValue.decode(Array(text.utf8)), "not JSON: \(text)")
    }

    @Test func jsonRoundTripsAndWholeNumbersStayWhole() throws {
        let value: JSONValue = ["id": 1, "method": "x", "params": ["list": [true, nil, "a"], "half": .number(0.5)]]
        #expect(JSONValue.decode(value.encoded()) == value)
        #expect(String(decoding: JSONValue.number(1).encoded(), as: UTF8.self) == "1")
        #expect(String(decoding: JSONValue.number(.nan).encoded(), as: UTF8.self) == "null")
        #expect(try Self.json(#"{"a":{"b":[1,2]}}"#)["a"]?["b"]?.array?.count == 2)
        #expect(try Self.json("[1]")["a"] == nil)
        #expect(try Self.json("1.5").int == nil)
        #expect(try Self.json("1e300").int == nil)
    }

    @Test func notJSONAndVeryDeepJSONAreNilNotACrash() {
        #expect(JSONValue.decode(Array("not json!".utf8)) == nil)
        #expect(JSONValue.decode([0xff, 0xfe]) == nil)
        #expect(JSONValue.decode(Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)) == nil)
    }

    @Test func completionsComeFromAListOrAnObjectAndBadItemsAreSkipped() throws {
        let list = try Self.json(#"""
        {"isIncomplete": true, "items": [
          {"label": "Container", "kind": 7, "detail": "DependencyInjection", "textEdit": {"newText": "Container", "range": {}}},
          {"label": "resolve(args:)", "kind": 2, "insertText": "resolve(args: )"},
          {"kind": 7},
          {"label": 12},
          {"label": "odd", "kind": 999, "detail": [1]}
        ]}
        """#)
        #expect(Completion.list(from: list) == [
            Completion(label: "Container", kind: .class, detail: "DependencyInjection", insertText: "Container"),
            Completion(label: "resolve(args:)", kind: .method, detail: nil, insertText: "resolve(args: )"),
            Completion(label: "odd", kind: nil, detail: nil, insertText: "odd"),
        ])
        #expect(Completion.list(from: try Self.json(#"[{"label": "a"}]"#)) == [Completion(label: "a")])
        #expect(Completion.list(from: .null).isEmpty)
        #expect(Completion.list(from: try Self.json(#"{"items": "no"}"#)).isEmpty)
    }

    @Test func diagnosticsAreOneBasedAndBadOnesAreSkipped() throws {
        let items = try Self.json(#"""
        [
          {"range": {"start": {"line": 15, "character": 22}, "end": {"line": 15, "character": 25}}, "severity": 1, "message": "cannot convert"},
          {"range": {"start": {"line": 0, "character": 0}}, "severity": 2, "message": "unused"},
          {"range": {"start": {"line": 3, "character": 1}}, "message": "no severity is an error"},
          {"range": {"start": {"line": -1, "character": 0}}, "message": "before the file"},
          {"range": {"start": {"line": 1.5, "character": 0}}, "message": "half a line"},
          {"range": {}, "message": "nowhere"},
          {"range": {"start": {"line": 1, "character": 1}}}
        ]
        """#)
        let diagnostics = Diagnostic.list(from: items)
        #expect(diagnostics == [
            Diagnostic(line: 16, column: 23, severity: .error, message: "cannot convert"),
            Diagnostic(line: 1, column: 1, severity: .warning, message: "unused"),
            Diagnostic(line: 4, column: 2, severity: .error, message: "no severity is an error"),
        ])
        #expect(diagnostics.first?.description == "16:23: error: cannot convert")
        #expect(Diagnostic.list(from: nil).isEmpty)
    }

    @Test func aMessageLeavesOutNullParams() {
        #expect(Connection.message("shutdown", nil, id: 3) == ["jsonrpc": "2.0", "method": "shutdown", "id": 3])
        #expect(Connection.message("initialized", [:]) == ["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    @Test func theCompileDatabaseIsWrittenOnlyWhenItWouldSaySomethingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "compile-database-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [folder.appending(path: "A.swift"), folder.appending(path: "B.swift")]
        let arguments = ["/usr/bin/swiftc", "-module-name", "LearnerCode", "-I", "/build/Modules"]
        #expect(try CompilationDatabase.write(folder: folder, files: files, arguments: arguments))
        #expect(CompilationDatabase.read(folder: folder) == [
            .init(directory: folder.path, file: files[0].path, arguments: arguments + [files[0].path]),
            .init(directory: folder.path, file: files[1].path, arguments: arguments + [files[1].path]),
        ])
        #expect(try !CompilationDatabase.write(folder: folder, files: files, arguments: arguments))
        // Another build folder: written again.
        #expect(try CompilationDatabase.write(folder: folder, files: files, arguments: ["/usr/bin/swiftc", "-I", "/other/Modules"]))
        #expect(CompilationDatabase.read(folder: folder)?.first?.arguments.contains("/other/Modules") == true)
        let text = try String(contentsOf: folder.appending(path: "compile_commands.json"), encoding: .utf8)
        #expect(text.contains("\"/other/Modules\""), "paths are written with their slashes: \(text)")
    }

    @Test func aDatabaseThatIsNotOneReadsAsNone() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "compile-database-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CompilationDatabase.read(folder: folder) == nil)
        try "{ not a list".write(to: folder.appending(path: "compile_commands.json"), atomically: true, encoding: .utf8)
        #expect(CompilationDatabase.read(folder: folder) == nil)
        #expect(mkfifo(folder.appending(path: "fifo").path, 0o600) == 0)
        try FileManager.default.removeItem(at: folder.appending(path: "compile_commands.json"))
        try FileManager.default.createSymbolicLink(at: folder.appending(path: "compile_commands.json"), withDestinationURL: folder.appending(path: "fifo"))
        // A named pipe there is not read (that would wait for a writer forever), and is replaced.
        #expect(CompilationDatabase.read(folder: folder) == nil)
        #expect(try CompilationDatabase.write(folder: folder, files: [], arguments: ["swiftc"]))
        #expect(CompilationDatabase.read(folder: folder) == [])
    }
}
