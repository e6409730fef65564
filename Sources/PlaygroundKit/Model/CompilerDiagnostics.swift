/// What the compiler said about a snippet, in the form lessons keep: `error: ...`, `note: ...`
/// lines without file positions or `[#GroupName]` tags, so they read the same everywhere.
public enum CompilerDiagnostics {
    /// The diagnostic lines of `swiftc -diagnostic-style llvm` output.
    public static func normalize(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            for kind in ["error: ", "warning: ", "note: "] {
                guard let range = line.range(of: ": " + kind) else { continue }
                var message = line[line.index(range.lowerBound, offsetBy: 2)...]
                if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
                    message = message[..<open.lowerBound]
                }
                return String(message)
            }
            return nil
        }
    }
}
