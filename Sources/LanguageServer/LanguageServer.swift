import Foundation
import Platform

/// A minimal Language Server Protocol client for the toolchain's `sourcekit-lsp`: enough to open
/// Swift documents, change them, ask for completions and read diagnostics.
///
///     let server = try LanguageServer.start(root: folder, toolchainBin: "/opt/swift/usr/bin")
///     try server.open(file: file, text: text)
///     let items = try server.completions(file: file, line: 3, character: 17)
///     let problems = try server.diagnostics(file: file)
///
/// The server finds each file's compiler arguments in the `compile_commands.json` of `root`
/// (``CompilationDatabase``). Every call waits at most its timeout; the server is killed (with
/// whatever it started) when this object goes away, and a server that exits or sends what is not
/// the protocol ends the connection with ``LanguageServerError/ended(_:)``, never a crash.
///
/// Positions are the protocol's: 0-based lines, characters counted in UTF-16 code units.
/// Diagnostics come back 1-based, as compilers print them.
public final class LanguageServer: @unchecked Sendable {
    /// The `sourcekit-lsp` running.
    public let executable: String
    /// The folder it was started on.
    public let root: URL
    /// What the server said it can do (the `capabilities` of its `initialize` result).
    public let capabilities: JSONValue
    let connection: Connection
    /// Open documents and their versions.
    private let documents = Locked<[String: Int]>([:])
    /// The push count before each document's last change.
    private let changedAt = Locked<[String: Int]>([:])

    /// Starts the server on `root` and initializes it.
    ///
    /// - Parameters:
    ///   - toolchainBin: the folder of the `swiftc` the playground was built with; its
    ///     `sourcekit-lsp` is used, else the first on `PATH`.
    ///   - log: where the server's standard error goes (nowhere when nil).
    ///   - environment: the server's environment (this process's when nil).
    ///   - timeout: how long starting and initializing may take.
    public static func start(
        root: URL, toolchainBin: String?, log: URL? = nil, environment: [String: String]? = nil,
        arguments: [String] = ["--default-workspace-type", "compilationDatabase"], timeout: Duration = .seconds(60)
    ) throws(LanguageServerError) -> LanguageServer {
        let executable = try locate(toolchainBin: toolchainBin).get()
        let process = try ServerProcess(program: executable, arguments: arguments,
                                        environment: environment ?? ProcessInfo.processInfo.environment, errorLog: log?.path)
        let connection = Connection(process: process)
        let rootURI = root.standardizedFileURL.absoluteString
        let params: JSONValue = [
            "processId": .number(Double(ProcessInfo.processInfo.processIdentifier)),
            "clientInfo": ["name": "mvvm-playground"],
            "rootUri": .string(rootURI),
            "rootPath": .string(root.standardizedFileURL.path),
            "workspaceFolders": [["uri": .string(rootURI), "name": .string(root.lastPathComponent)]],
            "capabilities": [
                "general": ["positionEncodings": ["utf-16"]],
                "textDocument": [
                    "synchronization": ["didSave": false, "dynamicRegistration": false],
                    "completion": ["completionItem": ["snippetSupport": false], "contextSupport": true],
                    "publishDiagnostics": ["versionSupport": true],
                ],
                "workspace": ["workspaceFolders": true, "configuration": false],
            ],
        ]
        do throws(LanguageServerError) {
            let result = try connection.request("initialize", params, timeout: timeout)
            try connection.notify("initialized", [:])
            return LanguageServer(executable: executable, root: root, capabilities: result["capabilities"] ?? .null, connection: connection)
        } catch {
            connection.terminate("it did not initialize")
            throw error
        }
    }

    private init(executable: String, root: URL, capabilities: JSONValue, connection: Connection) {
        self.executable = executable
        self.root = root
        self.capabilities = capabilities
        self.connection = connection
    }

    deinit {
        connection.terminate("the client went away")
    }

    /// The `sourcekit-lsp` to run: the one in `toolchainBin` when there is one, else the first on
    /// `searchPath` (this process's `PATH` when nil).
    public static func locate(toolchainBin: String?, searchPath: String? = nil) -> Result<String, LanguageServerError> {
        var searched: [String] = []
        if let toolchainBin, !toolchainBin.isEmpty {
            let candidate = URL(fileURLWithPath: toolchainBin).appending(path: "sourcekit-lsp").path
            if let found = ChildProcess.findExecutable(candidate) { return .success(found) }
            searched.append(toolchainBin)
        }
        if let found = ChildProcess.findExecutable("sourcekit-lsp", searchPath: searchPath) { return .success(found) }
        searched.append("PATH")
        return .failure(.notInstalled(searched: searched))
    }

    // MARK: - Documents

    /// Opens `file` with `text` (what the editor shows, which need not be what is on disk).
    /// `timeout` bounds the wait for a server that does not read what it is sent.
    public func open(file: URL, text: String, timeout: Duration = .seconds(10)) throws(LanguageServerError) {
        let uri = Self.uri(file)
        connection.watch(uri)
        changedAt.withLock { $0[uri] = connection.currentSequence }
        documents.withLock { $0[uri] = 1 }
        try connection.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)],
        ], timeout: timeout)
    }

    /// Replaces the whole text of an open document.
    public func update(file: URL, text: String, timeout: Duration = .seconds(10)) throws(LanguageServerError) {
        let uri = Self.uri(file)
        guard let version = documents.withLock({ versions -> Int? in
            guard let current = versions[uri] else { return nil }
            versions[uri] = current + 1
            return current + 1
        }) else { throw .notOpen(file.path) }
        changedAt.withLock { $0[uri] = connection.currentSequence }
        try connection.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": .number(Double(version))],
            "contentChanges": [["text": .string(text)]],
        ], timeout: timeout)
    }

    /// Closes an open document.
    public func close(file: URL) throws(LanguageServerError) {
        let uri = Self.uri(file)
        guard documents.withLock({ $0.removeValue(forKey: uri) }) != nil else { throw .notOpen(file.path) }
        try connection.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    }

    // MARK: - Questions

    /// What the server offers at a position of an open document (0-based line, UTF-16 character).
    public func completions(file: URL, line: Int, character: Int, timeout: Duration = .seconds(30)) throws(LanguageServerError) -> [Completion] {
        let uri = try openURI(file)
        let result = try connection.request("textDocument/completion", [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .number(Double(max(line, 0))), "character": .number(Double(max(character, 0)))],
            "context": ["triggerKind": 1],
        ], timeout: timeout)
        return Completion.list(from: result)
    }

    /// The server's diagnostics for the open document as it is now: asked for (`textDocument/diagnostic`)
    /// when the server answers that, else the first push (`publishDiagnostics`) after the last change.
    public func diagnostics(file: URL, timeout: Duration = .seconds(30)) throws(LanguageServerError) -> [Diagnostic] {
        try diagnostics(file: file, timeout: timeout, ask: capabilities["diagnosticProvider"] != nil)
    }

    /// - Parameter ask: false waits for the push even where the server would answer the request.
    func diagnostics(file: URL, timeout: Duration, ask: Bool) throws(LanguageServerError) -> [Diagnostic] {
        let uri = try openURI(file)
        let deadline = ContinuousClock.now + timeout
        if ask {
            do throws(LanguageServerError) {
                let report = try connection.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]], timeout: timeout)
                if report["kind"]?.string == "full" || report["items"] != nil { return Diagnostic.list(from: report["items"]) }
            } catch {
                guard case .failed = error else { throw error }
            }
        }
        let version = documents.withLock { $0[uri] }
        let after = changedAt.withLock { $0[uri] } ?? 0
        let pushed = try connection.published(uri, until: deadline) { push in
            push.sequence > after && (push.version == nil || push.version == version)
        }
        guard let pushed else { throw .timedOut(method: "textDocument/publishDiagnostics", seconds: Connection.seconds(timeout)) }
        return Diagnostic.list(from: pushed.items)
    }

    /// The diagnostics the server last pushed for `file`, without asking or waiting; nil before any.
    public func pushedDiagnostics(file: URL) -> [Diagnostic]? {
        let pushed = try? connection.published(Self.uri(file), until: .now) { _ in true }
        return pushed.map { Diagnostic.list(from: $0.items) }
    }

    // MARK: - Ending

    /// Asks the server to shut down and exit, waits for it (at most `timeout` for each), and
    /// kills it if it has not. Later calls end with ``LanguageServerError/ended(_:)``.
    public func shutdown(timeout: Duration = .seconds(5)) {
        _ = try? connection.request("shutdown", nil, timeout: timeout)
        try? connection.notify("exit", nil, timeout: timeout)
        connection.closeInput()
        _ = connection.process.reap(timeout: timeout)
        connection.terminate("it was shut down")
    }

    /// Why the connection is over, or nil while it is not.
    public var ended: String? { connection.reason }

    private func openURI(_ file: URL) throws(LanguageServerError) -> String {
        let uri = Self.uri(file)
        guard documents.withLock({ $0[uri] }) != nil else { throw .notOpen(file.path) }
        return uri
    }

    /// The `file://` URI the server knows `file` by.
    static func uri(_ file: URL) -> String {
        URL(fileURLWithPath: file.path).standardizedFileURL.absoluteString
    }
}
