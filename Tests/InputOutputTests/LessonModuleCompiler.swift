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
            moduleMaps = moduleMapsSwiftPMUsed(around: build)
        }
        let result = try Swiftc.typecheck(file, modules: modules, moduleMaps: moduleMaps)
        return Result(status: result.status, diagnostics: result.diagnostics)
    }

    /// The C modules' maps SwiftPM gave the lessons' compile (`-fmodule-map-file=`), read from the
    /// build manifest beside the build folder, as the cells' runner reads them: the lesson modules
    /// reach C modules through their dependencies (OpenCombine's helpers; Platform's swift-system
    /// and swift-subprocess shims), and a compile against them must find every one.
    static func moduleMapsSwiftPMUsed(around build: URL) -> [String] {
        let candidates = [build.deletingLastPathComponent(), build.deletingLastPathComponent().deletingLastPathComponent()]
        for folder in candidates {
            guard let manifest = try? String(contentsOf: folder.appending(path: "debug.yaml"), encoding: .utf8) else { continue }
            var found: [String] = []
            for piece in manifest.split(whereSeparator: { $0 == "\"" || $0 == " " || $0 == "," || $0 == "\n" })
            where piece.hasPrefix("-fmodule-map-file=") {
                let path = String(piece.dropFirst("-fmodule-map-file=".count))
                if !found.contains(path) { found.append(path) }
            }
            return found
        }
        return []
    }
}

/// The lesson's folder, found from this file's path.
let lessonFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Lessons/InputOutput")
