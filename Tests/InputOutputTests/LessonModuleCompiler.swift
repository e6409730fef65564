import Foundation
import PlaygroundKit
import TestSupport

/// Type-checks a piece of Swift against the lesson's real module, as built for this test run:
/// what the refused snippet's cut-down copy stands in for. (The catalog's refused-snippet test
/// compiles a snippet alone, where neither InputOutput nor OpenCombine can be imported.)
enum LessonModuleCompiler {
    struct Result {
        var status: Int32
        /// `error: ...` / `note: ...` lines without file positions.
        var diagnostics: [String]
    }

    /// The build folder of these tests: it holds `Modules/InputOutput.swiftmodule` and the module
    /// map of OpenCombine's C helpers, which importing OpenCombine needs.
    static let buildFolder: URL? = {
        var folder = URL(fileURLWithPath: RunningProgram.buildFolder)
        for _ in 0..<5 {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Modules/InputOutput.swiftmodule").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// `swiftc -typecheck` of `source`, alone (`against: nil`) or with the lesson's modules.
    static func typecheck(_ source: String, against build: URL?) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "input-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var modules: [String] = [], moduleMaps: [String] = []
        if let build {
            modules.append(build.appending(path: "Modules").path)
            let helpers = build.appending(path: "COpenCombineHelpers.build/module.modulemap")
            if FileManager.default.fileExists(atPath: helpers.path) { moduleMaps.append(helpers.path) }
            // Every lesson imports PlaygroundKit, which imports Platform, which re-exports
            // swift-system, whose C module has its own module map in its checkout.
            let system = build.deletingLastPathComponent().deletingLastPathComponent()
                .appending(path: "checkouts/swift-system/Sources/CSystem/include/module.modulemap")
            for candidate in [system, build.deletingLastPathComponent().appending(path: "checkouts/swift-system/Sources/CSystem/include/module.modulemap")]
            where FileManager.default.fileExists(atPath: candidate.path) {
                moduleMaps.append(candidate.path)
                break
            }
        }
        let result = try Swiftc.typecheck(file, modules: modules, moduleMaps: moduleMaps)
        return Result(status: result.status, diagnostics: result.diagnostics)
    }
}

/// The lesson's folder, found from this file's path.
let lessonFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Lessons/InputOutput")
