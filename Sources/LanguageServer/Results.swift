/// What the language server answers, read from its JSON without trusting it: an item missing what
/// it must have is skipped, never a crash.

/// One completion the server offers.
public struct Completion: Sendable, Equatable {
    /// What the server shows: `Container`, `resolve(args:)`.
    public var label: String
    public var kind: Kind?
    /// The type or signature, when the server says: `Container`, `(args: T.Arguments) -> T`.
    public var detail: String?
    /// The text that replaces the word being completed (the server's edit or insert text, else the label).
    public var insertText: String

    /// The Language Server Protocol's completion item kinds.
    public enum Kind: Int, Sendable, Equatable {
        case text = 1, method, function, constructor, field, variable, `class`, interface, module, property
        case unit, value, `enum`, keyword, snippet, color, file, reference, folder, enumMember
        case constant, `struct`, event, `operator`, typeParameter
    }

    public init(label: String, kind: Kind? = nil, detail: String? = nil, insertText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText ?? label
    }

    /// The items of a `textDocument/completion` result: a list, or an object with `items`.
    static func list(from result: JSONValue, limit: Int = 10_000) -> [Completion] {
        let items = result.array ?? result["items"]?.array ?? []
        return items.prefix(limit).compactMap { item in
            guard let label = item["label"]?.string else { return nil }
            let insert = item["textEdit"]?["newText"]?.string ?? item["insertText"]?.string
            return Completion(label: label, kind: item["kind"]?.int.flatMap(Kind.init(rawValue:)), detail: item["detail"]?.string, insertText: insert)
        }
    }
}

/// One message the server has about a document.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// 1-based, as compilers print it.
    public var line: Int
    /// 1-based, in UTF-16 code units (the protocol's), as compilers print it for ASCII lines.
    public var column: Int
    public var severity: Severity
    public var message: String

    public enum Severity: String, Sendable, Equatable {
        case error, warning, information, hint
    }

    public init(line: Int, column: Int, severity: Severity, message: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `3:14: error: cannot convert value of type 'String' to specified type 'Int'`
    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics of a `publishDiagnostics` notification's `diagnostics`, or of a
    /// `textDocument/diagnostic` report's `items`.
    static func list(from items: JSONValue?, limit: Int = 10_000) -> [Diagnostic] {
        (items?.array ?? []).prefix(limit).compactMap { item in
            guard let message = item["message"]?.string,
                  let line = item["range"]?["start"]?["line"]?.int, let character = item["range"]?["start"]?["character"]?.int,
                  line >= 0, character >= 0, line < Int.max, character < Int.max else { return nil }
            let severity: Severity = switch item["severity"]?.int {
            case 2: .warning
            case 3: .information
            case 4: .hint
            default: .error
            }
            return Diagnostic(line: line + 1, column: character + 1, severity: severity, message: message)
        }
    }
}

/// Why the language server could not answer.
public enum LanguageServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `sourcekit-lsp` next to the compiler nor on `PATH`.
    case notInstalled(searched: [String])
    /// It could not be started: the system's reason.
    case cannotStart(String)
    /// No answer to `method` within the time given.
    case timedOut(method: String, seconds: Double)
    /// It answered `method` with an error.
    case failed(method: String, code: Int, message: String)
    /// The connection is over: the server exited, sent what is not the protocol, or was shut down.
    case ended(String)
    /// The file was not opened with ``LanguageServer/open(file:text:)``.
    case notOpen(String)

    public var description: String {
        switch self {
        case .notInstalled(let searched): "there is no sourcekit-lsp (looked in \(searched.joined(separator: ", ")))"
        case .cannotStart(let reason): "sourcekit-lsp could not be started: \(reason)"
        case .timedOut(let method, let seconds): "sourcekit-lsp did not answer \(method) within \(seconds) s"
        case .failed(let method, let code, let message): "sourcekit-lsp refused \(method) (\(code)): \(message)"
        case .ended(let reason): "sourcekit-lsp is gone: \(reason)"
        case .notOpen(let path): "\(path) is not open in sourcekit-lsp"
        }
    }
}
