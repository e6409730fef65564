import Foundation
import Platform
import PlaygroundKit

/// Compiles a cell into a library of its own: `swift-frontend` straight (no driver) in script mode
/// with a named entry point, then the toolchain's `clang` links the object into a shared library
/// whose references to the lessons and earlier cells stay open, to be bound when it is loaded into
/// the shell (which exports its symbols: `playground` is linked with `--export-dynamic`).
struct LiveCellCompiler {
    let manifest: BuildManifest
    /// Where every cell of the session keeps its module, object and library.
    let folder: String
    let limits: ChildProcess.Limits

    var toolFolder: String { URL(fileURLWithPath: manifest.compiler).deletingLastPathComponent().path }

    func library(number: Int) -> String { folder + "/" + Linking.libraryFile("Cell\(number)") }

    func module(number: Int) -> String { folder + "/Cell\(number).swiftmodule" }

    /// Compiles `source` as module `Cell<number>`. `.finished` when the library is there.
    func compile(_ source: LiveCellSource, number: Int) throws -> CodeRun.Ending {
        let work = folder + "/cell\(number)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try source.text.write(toFile: work + "/main.swift", atomically: false, encoding: .utf8)
        let object = work + "/Cell\(number).o"
        let frontend = [
            "-frontend", "-c", "-primary-file", work + "/main.swift", "-module-name", "Cell\(number)",
            "-entry-point-function-name", LiveCellSource.entryPoint(number: number), "-enable-testing",
            "-emit-module-path", module(number: number), "-o", object,
            "-swift-version", "6", "-Onone", "-gline-tables-only", "-suppress-warnings", "-diagnostic-style", "llvm",
            "-I", folder,
        ] + manifest.compileFlags
        let compiled = try ChildProcess.run(toolFolder + "/swift-frontend", arguments: frontend, limits: limits, interruptible: true)
        switch compiled.ending {
        case .exited(0): break
        case .exited:
            let errors = OutputReading.diagnostics(compiled.text).filter { $0.severity == "error" }.map { Self.unshift($0, by: source.shifted) }
            let diagnostics = CellAdvice.learnerFacing(errors, label: source.label, code: source.cell)
            return .compileErrors(diagnostics.isEmpty ? [LearnerDiagnostic(location: nil, severity: "error", message: "the compiler failed without saying why")] : diagnostics)
        case .timedOut: return .unavailable("the compiler took longer than \(SwiftRunner.describe(limits.time)) and was stopped")
        case .interrupted, .cancelled: return .interrupted
        case .signalled(let signal): return .unavailable("the compiler crashed (signal \(signal))")
        }
        var arguments = linkArguments(object: object, output: library(number: number))
        if source.importsModules {
            let listed = try Linking.learnerImportArguments(object: object, toolFolder: toolFolder) { tool, arguments in
                let ran = try ChildProcess.run(tool, arguments: arguments, limits: limits, interruptible: true)
                return ran.ending == .exited(0) ? ran.text : nil
            }
            guard let listed else { return .unavailable("cannot list the libraries the cell's imports need (swift-autolink-extract failed)") }
            arguments += listed
        }
        let linked = try ChildProcess.run(linker, arguments: arguments, limits: limits, interruptible: true)
        switch linked.ending {
        case .exited(0): return .finished
        case .interrupted, .cancelled: return .interrupted
        default:
            let said = linked.text.split(separator: "\n").prefix(5).joined(separator: "\n")
            return .unavailable("linking the cell failed (\(linked.ending)):\n\(said)")
        }
    }

    /// The toolchain's clang, next to swiftc.
    var linker: String {
        let beside = toolFolder + "/clang"
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/bin/clang"
    }

    func linkArguments(object: String, output: String) -> [String] {
        Linking.liveCellArguments(object: object, output: output, compileFlags: manifest.compileFlags, toolFolder: toolFolder)
    }

    /// A diagnostic at the line where the final expression became `let resN = (...`: its column
    /// as the learner typed it.
    static func unshift(_ diagnostic: LearnerDiagnostic, by shifted: (line: Int, columns: Int)?) -> LearnerDiagnostic {
        guard let shifted, let location = diagnostic.location, location.line == shifted.line, let column = location.column, column > shifted.columns else { return diagnostic }
        var moved = diagnostic
        moved.location?.column = column - shifted.columns
        moved.excerpt = []  // the excerpt shows the generated line; the shell shows the learner's
        return moved
    }
}
