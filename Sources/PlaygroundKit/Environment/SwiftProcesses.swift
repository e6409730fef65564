import Foundation

/// The installed compiler, as the shell uses it (``Shell/Environment/compiler``): `compile`
/// type-checks a snippet; Swift mode asks whether typed lines are a whole cell yet. The program's
/// is `InstalledSwift` (PlaygroundApp); tests give `FakeCompiler` (TestSupport).
public protocol SwiftCompiler {
    /// Type-checks a snippet: what the compiler printed and how it ended (exit status, crash,
    /// time limit, Ctrl-C), or why no compiler can be run.
    func typecheck(_ snippet: Snippet, setting: SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable>
    /// Whether typed Swift is a whole cell yet, as a parser reads it (`struct P` waits for its `{`
    /// on the next line). By default ``SwiftInput``'s scanner of brackets, strings and comments
    /// decides: this module, that every lesson waits for, does not link swift-syntax.
    func isComplete(_ code: String) -> Bool
}

extension SwiftCompiler {
    public func isComplete(_ code: String) -> Bool { SwiftInput.isComplete(code) }
}

/// Builds and runs an exercise's checks on the learner's code (`check`, `watch`)
/// (``Shell/Environment/checks``). The program's is `SwiftRunner` (SwiftCells).
public protocol CheckRunner {
    func check(_ request: CheckRequest) -> CheckReport
}

/// Runs Swift cells in the live lesson (``Shell/Environment/cells``). The program's is the
/// supervised session's `LiveSession` (PlaygroundApp), or `UnavailableCells` where cells cannot run.
public protocol CellEngine {
    /// Compiles and runs a cell in the live lesson (`swift`).
    func run(_ request: CellRequest) -> CodeRun
    /// Runs a cell that ran before again, quietly, in a lesson built afresh (`undo`, a restore):
    /// its library's code once more.
    func replay(_ record: CellRecord) -> CodeRun
    /// The members the code of a cell being typed may go on with at its end (after
    /// `container.`), as the compiler's tools name them (`resolve(args:)`). By default none:
    /// only names are completed.
    func completeMembers(_ request: CellRequest) -> [String]
    /// Asks for a new process to build the lesson from `journal` quietly, once the command's
    /// answer is shown (a supervised session: `undo`, so that earlier cells never run again in
    /// this process, where what they started still runs); `notice` is said then. False (the
    /// default): the shell builds the lesson again in this process.
    func startAgain(from journal: SessionJournal, notice: String) -> Bool
}

extension CellEngine {
    public func completeMembers(_ request: CellRequest) -> [String] { [] }
    public func startAgain(from journal: SessionJournal, notice: String) -> Bool { false }
}
