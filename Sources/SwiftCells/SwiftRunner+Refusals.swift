import Foundation
import Platform
import PlaygroundKit

/// An exercise's refused snippets: checks the compiler makes. Each is type-checked with the
/// learner's file (nothing is linked or run) and passes when the compiler refuses it with the
/// error it expects.
extension SwiftRunner {
    func refusalResults(_ exercise: Exercise, code: String, build: (manifest: BuildManifest, library: SharedLibrary)) -> [CheckReport.Result] {
        exercise.refusals.enumerated().map { index, refusal in
            var result = CheckReport.Result(name: refusal.name, status: .failed)
            let run = withWorkFolder { folder -> CodeRun in
                let snippet = "Refused\(index + 1).swift"
                let files = [exercise.fileName: code, snippet: refusal.code]
                var sources: [String] = []
                for (name, text) in files.sorted(by: { $0.key < $1.key }) {
                    try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
                    sources.append(folder + "/" + name)
                }
                let arguments = ["-typecheck", "-swift-version", "6", "-suppress-warnings", "-diagnostic-style", "llvm", "-module-name", CellSource.moduleName]
                    + build.manifest.compileFlags + sources
                let outcome = try ChildProcess.run(build.manifest.compiler, arguments: arguments, limits: configuration.compileLimits, interruptible: true)
                let errors = OutputReading.diagnostics(outcome.text).filter { $0.severity == "error" }
                switch outcome.ending {
                case .exited(0):
                    result.message = refusal.otherwise
                case .exited where errors.contains(where: { $0.message.contains(refusal.expect) }):
                    result.status = .passed
                case .exited:
                    let first = errors.first.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" } ?? "no error was given"
                    result.message = "the compiler refused it, but not for the reason this check is about (\(refusal.expect)): \(first)"
                default:
                    result.message = "the compiler did not finish (\(outcome.ending))"
                }
                return CodeRun(ending: .finished)
            }
            if case .unavailable(let reason) = run.ending { result.message = reason }
            return result
        }
    }
}
