import Foundation
import Platform
import PlaygroundKit

/// Runs Swift cells in the live lesson: each cell is compiled into a library of its own
/// (``LiveCellCompiler``) and its code runs here, in the shell's process, on the lesson's own
/// objects. What a cell changes, the shell sees; what it declares, later cells import.
///
/// Learner code is not trusted with the shell, though: a trap, `exit()`, a crash ends this process,
/// and a cell that runs past the time limit or is stopped with Ctrl-C is ended with it. The
/// session's supervisor (PlaygroundApp's `SessionSupervisor`) then starts the shell again, which
/// builds the lesson again from its journal without that cell. ``Hooks`` tell the session when a
/// cell is about to run, so the journal on disk says which cell it was.
public final class LiveCellRunner: CellEngine {
    /// A cell about to run: what the journal keeps in case it never comes back.
    public struct RunningCell: Codable, Sendable, Equatable {
        public var label: String
        public var number: Int
        /// Where its output goes (standard output and error): read back after a crash.
        public var output: String
        /// Why the shell ended it, when it did: the time limit, Ctrl-C.
        public var stopped: String?
        /// The line whose final expression became `let resN = (...`, and by how many columns it
        /// moved: a trap's column there is put back to the learner's.
        public var shiftedLine: Int?
        public var shiftedColumns: Int?
    }

    public struct Hooks {
        /// Just before a cell's code runs (not when it runs again quietly).
        public var willRun: (RunningCell) -> Void
        /// Whether Ctrl-C was pressed; asked while a cell runs.
        public var interrupted: @Sendable () -> Bool
        /// The cell is being stopped (`stopped` says why) and this process ends right after.
        public var abandoning: @Sendable (RunningCell) -> Void
        /// Asked after a cell ran to its end: why it must not be kept (it did something running it
        /// again would repeat, such as ending the shell's parent), or nil.
        public var rejects: () -> String?

        public init(willRun: @escaping (RunningCell) -> Void = { _ in }, interrupted: @escaping @Sendable () -> Bool = { false },
                    abandoning: @escaping @Sendable (RunningCell) -> Void = { _ in }, rejects: @escaping () -> String? = { nil }) {
            self.willRun = willRun
            self.interrupted = interrupted
            self.abandoning = abandoning
            self.rejects = rejects
        }
    }

    let folder: String
    let binFolder: String
    let configuration: SwiftRunner.Configuration
    let limits: CellLimits
    let hooks: Hooks
    /// Where compiled cells are kept across sessions, per lesson (``CompiledCellCache``); nil: nowhere.
    let cacheFolder: String?
    private var manifest: Result<BuildManifest, BuildManifest.Unavailable>?

    public init(folder: String, binFolder: String = BuildManifest.currentBinFolder(), configuration: SwiftRunner.Configuration,
                environment: [String: String], hooks: Hooks = Hooks(), cacheFolder: String? = nil) {
        self.folder = folder
        self.cacheFolder = cacheFolder
        self.binFolder = binFolder
        self.configuration = configuration
        self.limits = CellLimits(environment: environment)
        self.hooks = hooks
        ProcessTree.becomeSubreaper()
    }

    func readManifest() -> Result<BuildManifest, BuildManifest.Unavailable> {
        if let manifest, case .success = manifest { return manifest }
        let read: Result<BuildManifest, BuildManifest.Unavailable>
        do throws(BuildManifest.Unavailable) {
            read = .success(try BuildManifest.read(binFolder: binFolder))
        } catch {
            read = .failure(error)
        }
        manifest = read
        return read
    }

    /// Compiles the cell and runs it in the live lesson. A cell that ran to its end comes back with
    /// its ``CellRecord`` for the journal.
    public func run(_ request: CellRequest) -> CodeRun {
        let started = ContinuousClock.now
        var run = compileAndRun(request)
        run.seconds = SwiftRunner.seconds(since: started)
        return run
    }

    /// Runs a cell that ran before again, quietly: its library's code once more, in a lesson built afresh.
    public func replay(_ record: CellRecord) -> CodeRun {
        guard FileManager.default.fileExists(atPath: record.library) else {
            return CodeRun(ending: .unavailable("\(record.library) is gone"))
        }
        let cell = RunningCell(label: record.label, number: record.number, output: folder + "/replay.out")
        return execute(library: record.library, number: record.number, cell: cell, announce: false)
    }

    private func compileAndRun(_ request: CellRequest) -> CodeRun {
        let manifest: BuildManifest
        switch readManifest() {
        case .failure(let unavailable): return CodeRun(ending: .unavailable(SwiftRunner.advice(unavailable)))
        case .success(let value): manifest = value
        }
        guard manifest.testableModules.contains(CellSource.moduleName(of: request.lesson)) else {
            return CodeRun(ending: .unavailable(SwiftRunner.notTestable(manifest)))
        }
        let compiler = LiveCellCompiler(manifest: manifest, folder: folder, limits: configuration.compileLimits)
        let items = CellItems(request.cell)
        var ending: CodeRun.Ending
        var source: LiveCellSource
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            source = LiveCellSource(request: request, items: items)
            let cache = cacheFolder.map { CompiledCellCache(folder: $0 + "/" + request.lesson.id) }
            let key = CompiledCellCache.key(source: source.text, number: request.number, earlier: request.page, manifest: manifest)
            let library = compiler.library(number: request.number), module = compiler.module(number: request.number)
            if let cache, cache.take(key, library: library, module: module) {
                ending = .finished
            } else {
                ending = try compiler.compile(source, number: request.number)
                if case .compileErrors(let errors) = ending, let publicized = CellAdvice.publicizingWitnesses(request.cell, errors: errors, label: request.label) {
                    // See CellAdvice.publicizingWitnesses: what one file never asks for.
                    var retried = request
                    retried.cell = publicized
                    let again = LiveCellSource(request: retried, items: CellItems(publicized))
                    if try compiler.compile(again, number: request.number) == .finished {
                        source = again
                        ending = .finished
                    }
                }
                if ending == .finished, let cache {
                    try? FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
                    cache.keep(key, library: library, module: module)
                }
            }
        } catch {
            return CodeRun(ending: .unavailable("cannot compile the cell: \(error)"))
        }
        guard ending == .finished else { return CodeRun(ending: ending) }
        let shifted = source.shifted
        let cell = RunningCell(label: request.label, number: request.number, output: folder + "/cell\(request.number).out",
                               shiftedLine: shifted?.line, shiftedColumns: shifted?.columns)
        var run = execute(library: compiler.library(number: request.number), number: request.number, cell: cell, announce: true)
        if case .unavailable = run.ending, items.finalExpression != nil, let echo = run.output.range(of: LiveCellSource.resultName(for: request) + ": ", options: .backwards),
           echo.lowerBound == run.output.startIndex || run.output[run.output.index(before: echo.lowerBound)] == "\n" {
            // Not kept: its value (`res4: Int32 = 0`) is no name a later cell can use.
            run.output = String(run.output[..<echo.lowerBound])
        }
        if run.ending == .finished {
            var declared = items.declarations
            if items.finalExpression != nil { declared.append("var " + LiveCellSource.resultName(for: request)) }
            // A cell that declares a type is imported by its marker into every later cell, for the
            // members of its types; a cell of variables and functions costs later cells nothing.
            if declared.contains(where: { ["struct", "class", "enum", "protocol", "typealias"].contains($0.split(separator: " ").first ?? "") }) {
                declared.append("enum " + CellItems.marker(number: request.number))
            }
            run.record = CellRecord(number: request.number, label: request.label, code: request.cell,
                                    library: compiler.library(number: request.number), declarations: declared)
        }
        return run
    }

    /// Loads the library and runs its entry point here, output into `cell.output`, under the time
    /// and memory limits. Processes the cell started are ended when it returns.
    private func execute(library: String, number: Int, cell: RunningCell, announce: Bool) -> CodeRun {
        let loaded: DynamicLibrary
        switch DynamicLibrary.load(library, entry: LiveCellSource.entryPoint(number: number)) {
        case .failure(let failure): return CodeRun(ending: .unavailable("cannot load \(cell.label): \(failure.reason)"))
        case .success(let value): loaded = value
        }
        let before = ProcessTree.children()
        if announce { hooks.willRun(cell) }
        guard let output = CellOutputFile.redirect(to: cell.output) else {
            return CodeRun(ending: .unavailable("cannot write \(cell.output)"))
        }
        let watchdog = Watchdog(limit: configuration.runLimits.time, cell: cell, hooks: hooks)
        let applied = limits.apply()
        // Signal actions, the working folder, standard input, the terminal: as the shell needs them.
        let state = ProcessState.save()
        _ = LessonOutput.forwardingToStandardOutput { loaded.entry(0, nil) }
        state.restore()
        applied.restore()
        watchdog.stop()
        output.restore()
        ProcessTree.endChildren(except: before)
        let printed = CellOutputFile.read(cell.output, limit: configuration.runLimits.output)
        if announce, let reason = hooks.rejects() {
            return CodeRun(output: printed.text, discardedBytes: printed.discarded, ending: .unavailable("\(cell.label) ran, but \(reason)"))
        }
        var run = CodeRun(output: printed.text, discardedBytes: printed.discarded, ending: .finished)
        run.discardedLines = printed.discardedLines
        return run
    }
}

/// Ends this process when a cell runs past the time limit or Ctrl-C is pressed: code running in
/// the shell's own process cannot be stopped any other way. The session's supervisor starts the
/// shell again without the cell.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true

    init(limit: Duration, cell: LiveCellRunner.RunningCell, hooks: LiveCellRunner.Hooks) {
        let started = ContinuousClock.now
        let interrupted = hooks.interrupted, abandoning = hooks.abandoning
        Thread { [self] in
            while lock.withLock({ running }) {
                var stopped: String?
                if ContinuousClock.now - started > limit {
                    stopped = "it ran past the time limit (\(SwiftRunner.describe(limit)), PLAYGROUND_CELL_TIME_LIMIT)"
                } else if interrupted() {
                    stopped = "Ctrl-C stopped it"
                }
                if let stopped {
                    var abandoned = cell
                    abandoned.stopped = stopped
                    // Decided under the lock: a cell that ended meanwhile is never taken down.
                    lock.withLock {
                        guard running else { return }
                        abandoning(abandoned)
                        kill(getpid(), SIGKILL)
                    }
                }
                usleep(20_000)
            }
        }.start()
    }

    func stop() {
        lock.withLock { running = false }
    }
}
