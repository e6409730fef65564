import Foundation
import PlaygroundKit

/// Runs the installed `swiftc` on a snippet the lessons say does not compile, for `compile`.
enum SnippetCompiler {
    static func typecheck(_ snippet: Snippet) -> (output: String, status: Int32)? {
        let folder = FileManager.default.temporaryDirectory.appending(path: "mvvm-playground-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "\(snippet.name).swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(snippet.text.utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm", file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            // env's 127: no swiftc on PATH.
            if process.terminationStatus == 127 { return nil }
            return (String(decoding: data, as: UTF8.self), process.terminationStatus)
        } catch {
            return nil
        }
    }
}
