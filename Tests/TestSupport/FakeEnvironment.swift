import Foundation
import PlaygroundKit

// The tests' side of `Shell.Environment`: each protocol the program implements in PlaygroundApp
// or SwiftCells, implemented here from what a test says it should do, and keeping what the shell
// asked of it.

/// A terminal with the lines a test typed, and a screen only where the test gives one.
public final class FakeTerminal: LearnerTerminal {
    public var lines: [String]
    public let screen: (any LearnerScreen)?

    public init(lines: [String] = [], screen: (any LearnerScreen)? = nil) {
        self.lines = lines
        self.screen = screen
    }

    public func history() -> [String] { lines }
}

/// A screen that answers as the test says and keeps what it was asked to show.
public final class FakeScreen: LearnerScreen {
    /// What `show` was given, as plain text, in order.
    public private(set) var shown: [String] = []
    /// The questions asked, in order.
    public private(set) var questions: [String] = []
    /// How many times `clear` was called.
    public private(set) var clears = 0
    let answer: (String) -> Bool
    let clearing: Bool
    let editing: (URL) -> EditOutcome
    let waiting: (URL) -> WaitOutcome

    public init(
        answer: @escaping (String) -> Bool = { _ in false },
        clearing: Bool = true,
        edit: @escaping (URL) -> EditOutcome = { _ in .unavailable("no editor in this test") },
        waitForChange: @escaping (URL) -> WaitOutcome = { _ in .interrupted }
    ) {
        self.answer = answer
        self.clearing = clearing
        editing = edit
        waiting = waitForChange
    }

    public func show(_ text: StyledText) { shown.append(text.plain) }
    public func confirm(_ question: String) -> Bool {
        questions.append(question)
        return answer(question)
    }
    public func clear() -> Bool {
        clears += 1
        return clearing
    }
    public func edit(_ file: URL) -> EditOutcome { editing(file) }
    public func waitForChange(_ file: URL) -> WaitOutcome { waiting(file) }
}

/// A compiler that answers as the test says.
public struct FakeCompiler: SwiftCompiler {
    let answer: (Snippet, SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable>
    let parser: ((String) -> Bool)?

    public init(
        _ answer: @escaping (Snippet, SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable> = { _, _ in
            .failure(CompilerUnavailable("no compiler in this test"))
        },
        parser: ((String) -> Bool)? = nil
    ) {
        self.answer = answer
        self.parser = parser
    }

    /// The simple form: the compiler's output and exit status, or nil when there is no compiler.
    public init(simple: @escaping (Snippet) -> (output: String, status: Int32)?) {
        self.init { snippet, _ in
            guard let result = simple(snippet) else { return .failure(CompilerUnavailable("no swiftc found")) }
            return .success(CompilerRun(output: result.output, ending: .exited(result.status)))
        }
    }

    public func typecheck(_ snippet: Snippet, setting: SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable> {
        answer(snippet, setting)
    }

    public func isComplete(_ code: String) -> Bool { parser?(code) ?? SwiftInput.isComplete(code) }
}

/// Checks that report what the test says.
public struct FakeChecks: CheckRunner {
    let report: (CheckRequest) -> CheckReport
    public init(_ report: @escaping (CheckRequest) -> CheckReport) { self.report = report }
    public func check(_ request: CheckRequest) -> CheckReport { report(request) }
}

/// Cells run by the test's closures; replaying and completing only where the test gives them.
public struct FakeCells: CellEngine {
    let running: (CellRequest) -> CodeRun
    let replaying: (CellRecord) -> CodeRun
    let completing: (CellRequest) -> [String]

    public init(
        run: @escaping (CellRequest) -> CodeRun,
        replay: @escaping (CellRecord) -> CodeRun = { _ in CodeRun(ending: .unavailable("no replay in this test")) },
        completeMembers: @escaping (CellRequest) -> [String] = { _ in [] }
    ) {
        running = run
        replaying = replay
        completing = completeMembers
    }

    public func run(_ request: CellRequest) -> CodeRun { running(request) }
    public func replay(_ record: CellRecord) -> CodeRun { replaying(record) }
    public func completeMembers(_ request: CellRequest) -> [String] { completing(request) }
}

/// A host that keeps the moves it hears of (from any thread) and gives the test's commands.
public final class MoveLog: SessionHost, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(move: ShellMove, source: MoveSource)] = []
    public let sessionCommands: [CommandDeclaration]

    public init(commands: [CommandDeclaration] = []) { sessionCommands = commands }

    public func moved(_ move: ShellMove, from source: MoveSource) {
        lock.withLock { seen.append((move, source)) }
    }

    /// The moves heard of, in order.
    public var moves: [ShellMove] { lock.withLock { seen.map(\.move) } }
    /// Who made each move, in order.
    public var sources: [MoveSource] { lock.withLock { seen.map(\.source) } }
}
