import Foundation
import PackagePlugin

/// Generates, at every build, what a lesson module is built with from the lesson's own folder:
/// the `Code` enum (regions of its real sources and the refused snippets under `Rejected/`) and the
/// lesson's metadata and steps from its Markdown file, each bound to its `// @step` action. Applied
/// to LessonCatalog, it generates `Catalog.standard` from Lessons/order.txt.
///
/// The code a step shows is read from the same files the compiler builds, so it cannot drift from
/// what runs; a step, region or action that does not match fails the build at its line.
@main
struct SnippetPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "SnippetGen").url
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: target.name == "LessonCatalog" ? "Catalog.generated.swift" : "Code.generated.swift")

        if target.name == "LessonCatalog" {
            let order = root.appending(path: "Lessons/order.txt")
            let lessonSources = module.dependencies.flatMap { dependency -> [URL] in
                guard case .target(let lesson) = dependency, let lesson = lesson as? SourceModuleTarget else { return [] }
                return lesson.sourceFiles(withSuffix: "swift").map(\.url)
            }
            return [
                .buildCommand(
                    displayName: "Listing the lessons in Lessons/order.txt",
                    executable: tool,
                    arguments: ["catalog", "--package-root", root.path, "--output", output.path, "--order", order.path],
                    inputFiles: [order] + lessonSources,
                    outputFiles: [output]
                ),
            ]
        }

        // A subfolder with a `main.swift` is a program of its own (Package.swift builds it beside the
        // playground): not in the module, but its regions are the lesson's to show.
        let programs = folders(in: module.directoryURL).filter { FileManager.default.fileExists(atPath: $0.appending(path: "main.swift").path) }
        let sources = (module.sourceFiles(withSuffix: "swift").map(\.url) + programs.flatMap { files(in: $0, withExtension: "swift") })
            .sorted { $0.path < $1.path }
        let rejected = files(in: module.directoryURL.appending(path: "Rejected"), withExtension: "swift")
        // `lesson.md`, the English; `lesson.<lang>.md` beside it, its translations.
        let documents = files(in: module.directoryURL, withExtension: "md")
        var arguments = ["lesson", "--package-root", root.path, "--module", target.name, "--output", output.path]
        for document in documents {
            arguments += document.lastPathComponent == "lesson.md" ? ["--document", document.path] : ["--translation", document.path]
        }
        arguments += rejected.flatMap { ["--rejected", $0.path] }
        // Exercises: one folder each under Exercises/, every file embedded in the lesson.
        let exerciseFolders = folders(in: module.directoryURL.appending(path: "Exercises"))
        arguments += exerciseFolders.flatMap { ["--exercise", $0.path] }
        // Their known-wrong and right solutions (Wrong/, Right/), refused snippets (Refused/) and
        // surface rules (Surface/) are inputs too.
        let exerciseFiles = exerciseFolders.flatMap { folder -> [URL] in
            let inside = [("", "md"), ("", "swift"), ("Wrong", "swift"), ("Right", "swift"), ("Refused", "swift"), ("Surface", "txt")]
            return inside.flatMap { sub, suffix in files(in: sub.isEmpty ? folder : folder.appending(path: sub), withExtension: suffix) }
        }
        // Lessons this one imports: a step may show their code (`Code: DependencyInjection/any-resolvable`).
        var otherInputs: [URL] = []
        for dependency in module.dependencies {
            guard case .target(let other) = dependency, let other = other as? SourceModuleTarget,
                  other.directoryURL.deletingLastPathComponent().lastPathComponent == "Lessons" else { continue }
            arguments += ["--other", "\(other.name)=\(other.directoryURL.path)"]
            otherInputs += other.sourceFiles(withSuffix: "swift").map(\.url)
            otherInputs += files(in: other.directoryURL.appending(path: "Rejected"), withExtension: "swift")
        }
        arguments += sources.map(\.path)
        return [
            .buildCommand(
                displayName: "Reading the lesson and code snippets of \(target.name)",
                executable: tool,
                arguments: arguments,
                inputFiles: sources + rejected + documents + otherInputs + exerciseFiles,
                outputFiles: [output]
            ),
        ]
    }

    private func folders(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.path < $1.path }
    }

    private func files(in folder: URL, withExtension ext: String) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == ext }
            .sorted { $0.path < $1.path }
    }
}
