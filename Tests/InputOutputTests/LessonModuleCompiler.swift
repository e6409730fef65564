import Foundation
import PlaygroundKit

/// Type-checks a piece of Swift against the lesson's real module, as built for this test run:
/// what the refused snippet's cut-down copy stands in for. (The catalog's refused-snippet test
/// compiles a snippet alone, where neither InputOutput nor OpenCombine can be imported.)
enum LessonModuleCompiler {
    struct Result {
        var status: Int32
        /// `error: ...` / `note: ...` lines without file positions.
        var diagnostics: [String]
    }

    /// The build folder this test binary sits in: it holds `Modules/InputOutput.swiftmodule` and
    /// the module map of OpenCombine's C helpers, which importing OpenCombine needs.
    static let buildFolder: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        #if os(Linux)
        folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #endif
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
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm"]
        if let build {
            arguments += ["-I", build.appending(path: "Modules").path]
            let helpers = build.appending(path: "COpenCombineHelpers.build/module.modulemap")
            if FileManager.default.fileExists(atPath: helpers.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(helpers.path)"]
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        return Result(status: process.terminationStatus, diagnostics: CompilerDiagnostics.normalize(output))
    }
}

/// The lesson's folder, found from this file's path.
let lessonFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Lessons/InputOutput")
