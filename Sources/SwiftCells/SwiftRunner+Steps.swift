import Foundation
import Platform
import PlaygroundKit

/// Compiling and running one program in a work folder of its own.
extension SwiftRunner {
    /// Runs `body` with a fresh folder under the temporary directory, removed afterwards.
    func withWorkFolder(_ body: (String) throws -> CodeRun) -> CodeRun {
        let template = NSTemporaryDirectory() + "/playground-cell-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            return CodeRun(ending: .unavailable("cannot make a folder under \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))"))
        }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            return try body(folder)
        } catch {
            return CodeRun(ending: .unavailable("\(error)"))
        }
    }

    /// Compiles `main` (and `extraFiles`, by name) in `folder` into `folder/program`. Returns
    /// `.finished` when it compiled, else how it failed.
    func compile(_ main: String, extraFiles: [String: String], in folder: String, build: (manifest: BuildManifest, library: SharedLibrary)) throws -> CodeRun.Ending {
        try main.write(toFile: folder + "/main.swift", atomically: false, encoding: .utf8)
        var sources = [folder + "/main.swift"]
        for (name, text) in extraFiles.sorted(by: { $0.key < $1.key }) {
            try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            sources.append(folder + "/" + name)
        }
        let arguments = ["-swift-version", "6", "-Onone", "-gline-tables-only", "-wmo", "-suppress-warnings", "-diagnostic-style", "llvm", "-module-name", CellSource.moduleName]
            + build.manifest.compileFlags + sources
            + ["-L", build.library.folder, "-l" + SharedLibrary.name, "-Xlinker", "-rpath", "-Xlinker", build.library.folder, "-o", folder + "/program"]
        let outcome = try ChildProcess.run(build.manifest.compiler, arguments: arguments, limits: configuration.compileLimits, interruptible: true)
        switch outcome.ending {
        case .exited(0): return .finished
        case .exited:
            let diagnostics = OutputReading.diagnostics(outcome.text).filter { $0.severity != "warning" }
            return .compileErrors(diagnostics.isEmpty ? [LearnerDiagnostic(location: nil, severity: "error", message: "the compiler failed without saying why")] : diagnostics)
        case .timedOut: return .unavailable("the compiler took longer than \(Self.describe(configuration.compileLimits.time)) and was stopped")
        case .interrupted, .cancelled: return .interrupted
        case .signalled(let signal): return .unavailable("the compiler crashed (signal \(signal))")
        }
    }

    /// Runs a compiled program under the run limits; a crash is read for the learner's line
    /// (with `symbolizer`, the toolchain's llvm-symbolizer, when the runtime names only offsets).
    func execute(
        _ program: String, arguments: [String], learnerFiles: Set<String>, failureStatuses: Set<Int32> = [], symbolizer: String? = nil
    ) throws -> CodeRun {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = CrashReports.prepare(program, limits: configuration.compileLimits)
        let outcome = try ChildProcess.run(program, arguments: arguments, environment: environment, limits: configuration.runLimits, interruptible: true)
        var output = outcome.text
        // Output cut at the cap ends in part of a line.
        if outcome.discardedBytes > 0, let newline = output.lastIndex(of: "\n") { output = String(output[...newline]) }
        switch outcome.ending {
        case .exited(0):
            return CodeRun(output: output, discardedBytes: outcome.discardedBytes, ending: .finished)
        case .exited(let status) where failureStatuses.contains(status):
            return CodeRun(output: output, discardedBytes: outcome.discardedBytes, ending: .finished)
        case .exited(let status):
            let crash = Self.readCrash(output, program: program, learnerFiles: learnerFiles, symbolizer: symbolizer)
            let message = crash.message == "the program crashed" ? "the program exited with status \(status)" : crash.message
            return CodeRun(output: crash.printed, discardedBytes: outcome.discardedBytes, ending: .crashed(message: message, location: crash.location))
        case .signalled:
            let crash = Self.readCrash(output, program: program, learnerFiles: learnerFiles, symbolizer: symbolizer)
            return CodeRun(output: crash.printed, discardedBytes: outcome.discardedBytes, ending: .crashed(message: crash.message, location: crash.location))
        case .timedOut:
            return CodeRun(output: output, discardedBytes: outcome.discardedBytes, ending: .timedOut(seconds: Self.seconds(configuration.runLimits.time)))
        case .interrupted, .cancelled:
            return CodeRun(output: output, discardedBytes: outcome.discardedBytes, ending: .interrupted)
        }
    }

    /// `OutputReading.crash`, and for a simultaneous access, whose report names only offsets into
    /// the program, the learner's line from the program's line tables.
    static func readCrash(
        _ output: String, program: String, learnerFiles: Set<String>, symbolizer: String?
    ) -> (printed: String, message: String, location: LearnerLocation?) {
        var crash = OutputReading.crash(output, files: learnerFiles)
        let image = OutputReading.lastComponent(program)
        if crash.location == nil, let symbolizer, let conflict = AccessConflict.read(output, image: image) {
            crash.location = conflict.lineFrom(program: program, files: learnerFiles, symbolizer: symbolizer)
        }
        return crash
    }

    /// What to tell a learner whose playground cannot build cells.
    static func advice(_ unavailable: BuildManifest.Unavailable) -> String {
        "Swift cells need the package's build folder: \(unavailable.reason). Run the playground from a clone of the package with 'swift run playground' (which builds everything it needs)."
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        seconds(ContinuousClock.now - start)
    }

    static func describe(_ duration: Duration) -> String {
        let value = seconds(duration)
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
