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

    /// The settings code is compiled with: a Swift package's (the lessons' own), or a new Xcode 26
    /// app target's, which isolates every declaration to the main actor unless marked otherwise
    /// (SE-0466) and turns on the approachable-concurrency features (SE-0461, SE-0470).
    public enum Setting: String, Sendable, CaseIterable {
        case package
        case appTarget = "app"

        /// The compiler options after `-typecheck`.
        public var options: [String] {
            switch self {
            case .package: ["-swift-version", "6"]
            case .appTarget:
                ["-swift-version", "6", "-default-isolation", "MainActor",
                 "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                 "-enable-upcoming-feature", "InferIsolatedConformances"]
            }
        }
    }
    /// What decides only how diagnostics are printed: one line each, `file:3:7: error: message`,
    /// the form ``CompilerDiagnostics`` reads. Not shown.
    public static let diagnosticOptions = ["-diagnostic-style", "llvm"]

    /// Type-checks `file` (a path, or a name in the compiler's working folder) in Swift 6 mode.
    /// `modules` are folders of built modules the code may import (`-I`); `moduleMaps` are the
    /// module maps of C modules those need (OpenCombine's helpers).
    public static func typecheck(file: String, modules: [String] = [], moduleMaps: [String] = [], setting: Setting = .package) -> SwiftcInvocation {
        let imports = modules.flatMap { ["-I", $0] } + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        let options = ["-typecheck"] + setting.options
        return SwiftcInvocation(
            arguments: options + imports + diagnosticOptions + [file],
            shownArguments: options + imports + [file])
    }

    /// Type-checks a refused snippet, written as ``file(for:)`` in the compiler's working folder.
    public static func typecheck(snippet: Snippet, setting: Setting = .package) -> SwiftcInvocation {
        typecheck(file: file(for: snippet), setting: setting)
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
