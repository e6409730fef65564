import Foundation
import LanguageServer
import PlaygroundKit

/// Member completion for Swift cells (`container.` Tab lists `resolve`, `load`...), from the
/// toolchain's `sourcekit-lsp`: the cell as typed so far goes into a document with the same
/// prelude a cell is compiled with (the lesson's module and imports, the live objects with their
/// types), after the page's earlier cells, and the server completes at the cursor. One server per session,
/// started on the first Tab that needs it and kept.
public final class MemberCompleter {
    let folder: String
    let binFolder: String
    private var server: LanguageServer?
    private var failed: String?
    private var version = 0

    public init(folder: String, binFolder: String = BuildManifest.currentBinFolder()) {
        self.folder = folder
        self.binFolder = binFolder
    }

    deinit {
        server?.shutdown(timeout: .seconds(1))
    }

    /// Why completion cannot work here, once known (no build, no `sourcekit-lsp`).
    public var unavailable: String? { failed }

    /// The members `request.cell` (text up to the cursor, ending in `.` or `.partial`) may go on
    /// with, as labels (`resolve(args:)`). Empty when the server cannot say within `timeout`.
    public func members(for request: CellRequest, timeout: Duration = .seconds(3)) -> [Completion] {
        guard failed == nil else { return [] }
        do {
            let manifest = try BuildManifest.read(binFolder: binFolder)
            let file = URL(fileURLWithPath: folder + "/completion/main.swift")
            // Earlier cells' code itself, not their modules: a server started before a module
            // existed would not find it (the compiler caches what a search path holds).
            var document = request
            document.cell = (request.page.map(\.code) + [request.cell]).joined(separator: "\n")
            document.page = []
            let source = LiveCellSource(request: document, items: CellItems(document.cell), echo: false)
            let server = try prepare(document: file, manifest: manifest)
            let text = source.text
            version += 1
            try server.update(file: file, text: text)
            // The cursor: the end of the cell's code, just before `#sourceLocation()`.
            let beforeCursor = text[..<(text.range(of: "\n#sourceLocation()\n", options: .backwards)?.lowerBound ?? text.endIndex)]
            let lines = beforeCursor.split(separator: "\n", omittingEmptySubsequences: false)
            return try server.completions(file: file, line: lines.count - 1, character: (lines.last ?? "").utf16.count, timeout: timeout)
        } catch let error as BuildManifest.Unavailable {
            failed = error.reason
            return []
        } catch let error as LanguageServerError {
            if case .notInstalled = error { failed = "\(error)" }
            return []
        } catch {
            return []
        }
    }

    private func prepare(document: URL, manifest: BuildManifest) throws -> LanguageServer {
        if let server, server.ended == nil { return server }
        let root = document.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Earlier cells' modules are in the session's cell folder.
        _ = try CompilationDatabase.write(folder: root, files: [document], arguments: EditorFolders.arguments(for: manifest) + ["-I", folder])
        try "".write(to: document, atomically: true, encoding: .utf8)
        let started = try LanguageServer.start(root: root, toolchainBin: URL(fileURLWithPath: manifest.compiler).deletingLastPathComponent().path,
                                               timeout: .seconds(20))
        try started.open(file: document, text: "")
        server = started
        return started
    }
}
