/// How the playground runs `swiftc`: the one place its arguments are written, so `compile`, the
/// command line `compile` shows and the refused-snippet tests run the compiler the same way.
///
///     let typecheck = SwiftcInvocation.typecheck(snippet: snippet)
///     typecheck.arguments    // ["-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", "Name.swift"]
///     typecheck.commandLine  // "swiftc -typecheck -swift-version 6 Name.swift"
public struct SwiftcInvocation: Sendable, Equatable {
    /// The arguments after the compiler's path.
    public var arguments: [String]
    /// The arguments worth showing: those that decide what the compiler answers, not how it prints it.
    public var shownArguments: [String]

    /// What decides the verdict: type-check only, in the Swift 6 language mode the lessons use.
    public static let typecheckOptions = ["-typecheck", "-swift-version", "6"]
    /// What decides only how diagnostics are printed: one line each, `file:3:7: error: message`,
    /// the form ``CompilerDiagnostics`` reads. Not shown.
    public static let diagnosticOptions = ["-diagnostic-style", "llvm"]

    /// Type-checks `file` (a path, or a name in the compiler's working folder) in Swift 6 mode.
    /// `modules` are folders of built modules the code may import (`-I`); `moduleMaps` are the
    /// module maps of C modules those need (OpenCombine's helpers).
    public static func typecheck(file: String, modules: [String] = [], moduleMaps: [String] = []) -> SwiftcInvocation {
        let imports = modules.flatMap { ["-I", $0] } + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        return SwiftcInvocation(
            arguments: typecheckOptions + imports + diagnosticOptions + [file],
            shownArguments: typecheckOptions + imports + [file])
    }

    /// Type-checks a refused snippet, written as ``file(for:)`` in the compiler's working folder.
    public static func typecheck(snippet: Snippet) -> SwiftcInvocation {
        typecheck(file: file(for: snippet))
    }

    /// The name a refused snippet is written under for the compiler: `<name>.swift`.
    public static func file(for snippet: Snippet) -> String {
        snippet.name + ".swift"
    }

    /// Asks the compiler its version (``CompilerDiagnostics/version(fromVersionOutput:)`` reads
    /// the answer).
    public static let version = SwiftcInvocation(arguments: ["--version"], shownArguments: ["--version"])

    /// The command line as `compile` shows it: `swiftc -typecheck -swift-version 6 Name.swift`.
    public var commandLine: String {
        (["swiftc"] + shownArguments).joined(separator: " ")
    }
}
