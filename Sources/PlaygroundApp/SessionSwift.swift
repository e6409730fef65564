import PlaygroundKit
import SwiftReading

// What a session gives the shell to compile and run Swift with, where LiveSession (cells) and
// SwiftRunner (checks) are not the whole answer.

/// Where cells cannot run (no supervisor, or a room): every cell says why.
struct UnavailableCells: CellEngine {
    let reason: String
    func run(_ request: CellRequest) -> CodeRun { CodeRun(ending: .unavailable(reason)) }
    func replay(_ record: CellRecord) -> CodeRun { CodeRun(ending: .unavailable(reason)) }
}

/// The installed compiler (``SnippetCompiler``) and swift-syntax's parser for Swift mode
/// (`struct P` waits for its `{`).
struct InstalledSwift: SwiftCompiler {
    func typecheck(_ snippet: Snippet, setting: SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable> {
        SnippetCompiler.typecheck(snippet, setting: setting)
    }
    func isComplete(_ code: String) -> Bool { Completeness.isComplete(code) }
}
