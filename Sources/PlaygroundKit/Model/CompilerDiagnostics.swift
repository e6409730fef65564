/// What the compiler said about a snippet, in the form lessons keep: `error: ...`, `note: ...`
/// lines without file positions or `[#GroupName]` tags, so they read the same everywhere.
public enum CompilerDiagnostics {
    /// The compiler the lessons' kept messages (the `// expect:` lines of Lessons/*/Rejected/)
    /// were recorded with. With this version the messages must match word for word (a test checks
    /// it); with another, a different wording is expected now and then and is only a note.
    public static let recordedVersion = "6.3.1"

    /// The diagnostic lines of `swiftc -diagnostic-style llvm` output.
    public static func normalize(_ output: String) -> [String] {
        read(output).diagnostics
    }

    /// Compiler output, split into what `compile` compares and what it only shows.
    public struct Reading: Sendable, Equatable {
        /// `error: ...`, `warning: ...`, `note: ...`, `remark: ...` lines, with or without a file
        /// position (which is dropped), without `[#Group]` tags.
        public var diagnostics: [String]
        /// Everything else but the source line, caret line and fix-it line under each diagnostic,
        /// and blank lines: crash dumps, driver messages, whatever a broken compiler prints.
        public var otherLines: [String]
    }

    public static func read(_ output: String) -> Reading {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        var reading = Reading(diagnostics: [], otherLines: [])
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let found = diagnostic(in: line) else {
                if !line.allSatisfy(\.isWhitespace) { reading.otherLines.append(String(line)) }
                continue
            }
            reading.diagnostics.append(found.message)
            // Under a diagnostic at a position: the source line, a caret line, maybe a fix-it line.
            guard found.hasSourcePosition, index + 1 < lines.count,
                  diagnostic(in: lines[index]) == nil, isCaretLine(lines[index + 1]) else { continue }
            index += 2
            if index < lines.count, isFixItLine(lines[index]) { index += 1 }
        }
        return reading
    }

    private static let kinds = ["error: ", "warning: ", "note: ", "remark: "]

    /// `file:3:7: error: message [#Group]` or `error: message` (the driver's, with no file).
    private static func diagnostic(in line: Substring) -> (message: String, hasSourcePosition: Bool)? {
        for kind in kinds {
            var message: Substring
            var hasSourcePosition = false
            if line.hasPrefix(kind) {
                message = line
            } else if let range = line.range(of: ": " + kind) {
                message = line[line.index(range.lowerBound, offsetBy: 2)...]
                // `path:line:column` with a line above 0 (`<unknown>:0:` shows no source).
                let position = line[..<range.lowerBound].split(separator: ":").suffix(2)
                hasSourcePosition = position.count == 2 && position.allSatisfy { Int($0) != nil } && (Int(position.first!) ?? 0) > 0
            } else {
                continue
            }
            if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
                message = message[..<open.lowerBound]
            }
            return (String(message), hasSourcePosition)
        }
        return nil
    }

    /// `      ^~~~` : only spaces, tildes and carets, at least one of them.
    private static func isCaretLine(_ line: Substring) -> Bool {
        line.contains { $0 == "^" || $0 == "~" } && line.allSatisfy { $0 == " " || $0 == "^" || $0 == "~" || $0 == "\t" }
    }

    /// The text a fix-it inserts, printed under the caret line: indented to its column, or one
    /// word at column 1 (`let`, `@MainActor `).
    private static func isFixItLine(_ line: Substring) -> Bool {
        guard let first = line.first, diagnostic(in: line) == nil else { return false }
        return first == " " || first == "\t" || !line.trimmingWhitespaceAtEnd.contains(" ")
    }

    /// At most `maxLines` of `lines`, each at most `maxLength` characters, and a last line saying
    /// how many more there were: for showing output nobody can predict.
    public static func excerpt(_ lines: [String], maxLines: Int = 20, maxLength: Int = 200) -> [String] {
        var shown = lines.prefix(maxLines).map { line in
            line.count > maxLength ? String(line.prefix(maxLength - 1)) + "…" : line
        }
        if lines.count > maxLines { shown.append("… \(lines.count - maxLines) more lines") }
        return shown
    }

    // MARK: - Versions

    /// `6.3.1` from `swiftc --version` (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, `Apple Swift
    /// version 6.1.2 (swiftlang-...)`, `Swift version 6.4-dev (...)`), or nil.
    public static func version(fromVersionOutput output: String) -> String? {
        guard let range = output.range(of: "Swift version ") else { return nil }
        let word = output[range.upperBound...].prefix { !$0.isWhitespace }
        guard let first = word.first, first.isNumber else { return nil }
        return String(word)
    }

    /// Whether two versions are the same release: `6.3` and `6.3.0` are.
    public static func sameVersion(_ a: String, _ b: String) -> Bool {
        func parts(_ version: String) -> [Substring] {
            var parts = version.split(separator: ".", omittingEmptySubsequences: false)
            while parts.count > 1, parts.last == "0" { parts.removeLast() }
            return parts
        }
        return parts(a) == parts(b)
    }

    // MARK: - Comparing with the kept message

    public enum Comparison: Sendable, Equatable {
        /// The compiler refused the snippet, and every kept line is among what it said.
        case same
        /// The compiler accepted the snippet.
        case accepted
        /// It refused it in other words, and it is not the compiler the message was recorded
        /// with (`installed` is its version; nil when unknown): expected now and then, a note.
        case otherWording(installed: String?)
        /// The very compiler the message was recorded with says something else: the lesson is out
        /// of date.
        case changed
    }

    /// How what the compiler said (`diagnostics`, as ``normalize(_:)`` gives them) compares with
    /// the message a lesson keeps (`kept`, one line each).
    public static func compare(kept: [String], diagnostics: [String], refused: Bool, compilerVersion: String?) -> Comparison {
        guard refused else { return .accepted }
        if kept.allSatisfy(diagnostics.contains) { return .same }
        if let compilerVersion, sameVersion(compilerVersion, recordedVersion) { return .changed }
        return .otherWording(installed: compilerVersion)
    }
}

/// One run of the installed compiler on a snippet, as the executable reports it to the shell.
public struct CompilerRun: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        /// It exited with this status: 0 when it accepted the snippet.
        case exited(Int32)
        /// A signal ended it: it crashed, or something killed it.
        case crashed(signal: Int32)
        /// It ran past the time limit and was stopped.
        case timedOut(limit: Duration)
        /// The user pressed Ctrl-C and it was stopped.
        case interrupted
    }

    /// Standard output and standard error, as far as they were kept.
    public var output: String
    public var ending: Ending
    /// Bytes of output beyond the cap, read and thrown away.
    public var discardedBytes: Int
    /// `6.3.1`, from `swiftc --version`; nil when unknown.
    public var compilerVersion: String?

    public init(output: String, ending: Ending, discardedBytes: Int = 0, compilerVersion: String? = nil) {
        self.output = output
        self.ending = ending
        self.discardedBytes = discardedBytes
        self.compilerVersion = compilerVersion
    }
}

/// Why no compiler could be run: none found, not executable, no room for its files.
public struct CompilerUnavailable: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

extension Substring {
    fileprivate var trimmingWhitespaceAtEnd: Substring {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
