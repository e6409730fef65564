import Foundation
import PackagePlugin

/// Generates a lesson module's `Code` enum from the module's own sources, at every build.
///
/// The code a step shows is therefore read from the same files the compiler builds: it cannot
/// drift from what runs. Files under the module's `Rejected/` folder (excluded from the build)
/// become snippets that carry the compiler's kept message.
@main
struct SnippetPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let rejectedFolder = module.directoryURL.appending(path: "Rejected")
        let rejected = ((try? FileManager.default.contentsOfDirectory(at: rejectedFolder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "Code.generated.swift")
        var arguments = [
            "--package-root", context.package.directoryURL.path,
            "--output", output.path,
        ]
        arguments += sources.map(\.path)
        arguments += rejected.flatMap { ["--rejected", $0.path] }
        return [
            .buildCommand(
                displayName: "Extracting code snippets of \(target.name)",
                executable: try context.tool(named: "SnippetGen").url,
                arguments: arguments,
                inputFiles: sources + rejected,
                outputFiles: [output]
            ),
        ]
    }
}
