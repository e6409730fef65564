import Foundation
import Platform
import PlaygroundKit

/// Compiles and runs learner code, for Swift cells and exercise checks, each time as a program of
/// its own in a child process: a trap, an endless loop or a flood of output ends that child, never
/// the shell.
///
/// The program links against the lessons as one shared library (``SharedLibrary``, made on first
/// use from the objects SwiftPM built for the playground) and is compiled with the flags SwiftPM
/// used (``BuildManifest``): the learner sees the lesson modules, their internal types too in a
/// debug build.
public final class SwiftRunner: CheckRunner {
    public struct Configuration: Sendable {
        /// How long learner code may run: `PLAYGROUND_CELL_TIME_LIMIT` seconds, default 10.
        public var runLimits: ChildProcess.Limits
        /// How long compiling and linking may take.
        public var compileLimits: ChildProcess.Limits

        public static let defaultTimeLimit = Duration.seconds(10)

        public init(runLimits: ChildProcess.Limits = ChildProcess.Limits(time: defaultTimeLimit, output: 1 << 20, grace: .milliseconds(500)),
                    compileLimits: ChildProcess.Limits = ChildProcess.Limits(time: .seconds(120), output: 1 << 20)) {
            self.runLimits = runLimits
            self.compileLimits = compileLimits
        }

        public init(environment: [String: String]) {
            self.init()
            if let text = environment["PLAYGROUND_CELL_TIME_LIMIT"], let seconds = Double(text), seconds > 0, seconds < 1e6 {
                runLimits.time = .milliseconds(Int64((seconds * 1000).rounded(.up)))
            }
        }
    }

    let binFolder: String
    let configuration: Configuration
    private var prepared: Result<(manifest: BuildManifest, library: SharedLibrary), BuildManifest.Unavailable>?

    public init(binFolder: String = BuildManifest.currentBinFolder(), configuration: Configuration = Configuration()) {
        self.binFolder = binFolder
        self.configuration = configuration
    }

    /// Reads the build and links the shared library, once; later calls reuse the result.
    func prepare() -> Result<(manifest: BuildManifest, library: SharedLibrary), BuildManifest.Unavailable> {
        if let prepared, case .success = prepared { return prepared }
        let result: Result<(manifest: BuildManifest, library: SharedLibrary), BuildManifest.Unavailable>
        do throws(BuildManifest.Unavailable) {
            let manifest = try BuildManifest.read(binFolder: binFolder)
            let library = try SharedLibrary.prepare(manifest, limits: configuration.compileLimits)
            result = .success((manifest, library))
        } catch {
            result = .failure(error)
        }
        prepared = result
        return result
    }

    /// Learner code sees the lessons' internal types, which only a build for testing (a debug
    /// build) exports.
    static func notTestable(_ manifest: BuildManifest) -> String {
        "Swift cells and exercises need the lessons built for testing, as a debug build is; this playground is a \(manifest.configuration) build. Run 'swift run playground' (debug) for them."
    }

    // MARK: - Checks

    /// Builds the exercise's check program from the learner's code and runs every check.
    public func check(_ request: CheckRequest) -> CheckReport {
        let started = ContinuousClock.now
        var report = runChecks(request)
        report.run.seconds = Self.seconds(since: started)
        return report
    }

    private func runChecks(_ request: CheckRequest) -> CheckReport {
        let build: (manifest: BuildManifest, library: SharedLibrary)
        switch prepare() {
        case .failure(let unavailable): return CheckReport(results: [], run: CodeRun(ending: .unavailable(Self.advice(unavailable))))
        case .success(let value): build = value
        }
        guard build.manifest.testableModules.contains(CellSource.moduleName(of: request.lesson)) else {
            return CheckReport(results: [], run: CodeRun(ending: .unavailable(Self.notTestable(build.manifest))))
        }
        let exercise = request.exercise
        var results: [CheckReport.Result] = []
        let run = withWorkFolder { folder -> CodeRun in
            let main = "import CellKit\nrunChecks(checks(), results: CommandLine.arguments[1], key: CommandLine.arguments[2])\n"
            let compiled = try compile(main, extraFiles: ["Checks.swift": exercise.checks, exercise.fileName: request.code], in: folder, build: build)
            guard compiled == .finished else { return CodeRun(ending: compiled) }
            // The run's key: only the check program's own lines carry it (see `runChecks` in CellKit).
            let key = (0..<4).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 16) }.joined()
            guard FileManager.default.createFile(atPath: folder + "/key", contents: Data(key.utf8), attributes: [.posixPermissions: 0o600]) else {
                return CodeRun(ending: .unavailable("cannot write the checks' key in \(folder)"))
            }
            // Exit status 1 only says a check failed: the results file says which.
            var run = try execute(
                folder + "/program", arguments: [folder + "/results.jsonl", folder + "/key"], learnerFiles: [exercise.fileName],
                failureStatuses: [1], symbolizer: AccessConflict.symbolizer(besides: build.manifest.compiler))
            let read = Self.readResults(folder + "/results.jsonl", key: key)
            results = read.results
            // What each check printed, and the output without the marks between the checks.
            let split = CheckOutputMarks.split(run.output, key: key)
            run.output = split.output
            for (index, text) in split.perCheck where results.indices.contains(index) { results[index].output = text }
            if run.ending == .finished, results.isEmpty { run.ending = .crashed(message: "the checks did not run", location: nil) }
            if run.ending == .finished, !read.finished {
                // The program ended with no crash and no `done`: learner code ended it (exit).
                run.ending = .crashed(message: "the check program ended before the checks did (does the code call exit?)", location: nil)
            }
            return run
        }
        // Checks the compiler makes: only for code that compiles with the checks.
        if case .compileErrors = run.ending {} else if case .unavailable = run.ending {} else {
            results += refusalResults(exercise, code: request.code, build: build)
            results += surfaceResults(exercise, code: request.code, build: build)
        }
        return CheckReport(results: results, run: run)
    }

    /// The results file: one entry per check, from the lines that carry `key` (any other line was
    /// not written by the checks); `finished` when the program wrote its last line. A check that
    /// started and never ended comes back as `crashed`; one that never started as `notRun`.
    static func readResults(_ path: String, key: String) -> (results: [CheckReport.Result], finished: Bool) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ([], false) }
        var results: [Int: CheckReport.Result] = [:]
        var order: [Int] = []
        var finished = false
        for line in text.split(separator: "\n") {
            guard let record = try? JSONDecoder().decode(CheckRecordLine.self, from: Data(line.utf8)), record.key == key else { continue }
            if record.status == "done" {
                finished = true
                continue
            }
            if results[record.check] == nil {
                results[record.check] = CheckReport.Result(name: record.name ?? "check \(record.check + 1)", status: .notRun)
                order.append(record.check)
            }
            switch record.status {
            case "planned": break
            case "started": results[record.check]?.status = .crashed
            case "passed": results[record.check]?.status = .passed
            default:
                results[record.check]?.status = .failed
                results[record.check]?.message = record.message
            }
        }
        return (order.compactMap { results[$0] }, finished)
    }

    struct CheckRecordLine: Decodable {
        var check: Int
        var name: String?
        var status: String
        var message: String?
        var key: String?
    }
}
