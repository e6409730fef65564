import Foundation
@testable import PlaygroundApp
import Testing

/// Which editor `edit` runs: VISUAL, else EDITOR, else the first of editor, nano and vi on PATH.
@Suite struct EditorTests {
    @Test func visualComesBeforeEditorAndBlanksAreSkipped() {
        #expect(Editor.choose(environment: ["VISUAL": "code -w", "EDITOR": "vi"]) == .named("code -w"))
        #expect(Editor.choose(environment: ["VISUAL": "  ", "EDITOR": "vi"]) == .named("vi"))
    }

    @Test func withNeitherTheFirstFallbackOnPathIsChosen() throws {
        let folder = try TemporaryFolder()
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        // Made executable, never run (so no other test's child can inherit it open for writing).
        for name in ["vi", "nano"] {
            #expect(FileManager.default.createFile(atPath: bin + "/" + name, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        }
        try FileManager.default.createDirectory(atPath: bin + "/editor", withIntermediateDirectories: true)  // a folder: skipped
        let path = "relative:" + folder.path + "/missing:" + bin
        #expect(Editor.choose(environment: ["PATH": path]) == .fallback(name: "nano", path: bin + "/nano"))
        #expect(Editor.choose(environment: ["PATH": folder.path + "/missing"]) == .none)
    }

    @Test func anEditorIsNotFoundInARelativeFolder() throws {
        let folder = try TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.path + "/vi", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o644]))
        #expect(Editor.executable(named: "vi", path: folder.path) == nil)  // not executable
        #expect(Editor.executable(named: "sh", path: "bin:/bin") == "/bin/sh")
    }
}

/// A unique folder for one test, removed when it is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appending(path: "PlaygroundAppTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
