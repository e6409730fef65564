import Foundation
import Platform
import PlaygroundKit

/// A program built beside `playground` that a command is handed over to with exec: the same
/// process, terminal, signals, arguments and environment, and the exit status is the sibling's own.
/// `playground` itself is small (the lessons, `run` and `--version`); the shell and every other
/// command run in `playground-shell`, `present` and `follow` in `playground-room`, so that a
/// `playground run` never loads the shell's parser of Swift (swift-syntax) or the room's networking.
public struct SiblingProgram: Sendable {
    /// The file's name, beside `playground`.
    public let name: String
    /// What it runs, for the line printed while it is built: "the shell", "present and follow".
    public let runs: String

    /// The interactive shell and every command but `playground`'s quick forms.
    public static let shell = SiblingProgram(name: "playground-shell", runs: "the shell and its commands")
    /// `playground present` and `playground follow`.
    public static let room = SiblingProgram(name: "playground-room", runs: "present and follow")
    /// The subcommands `playground-room` runs.
    public static let roomCommands: Set<String> = ["present", "follow"]

    /// Replaces this process with the sibling, given this process's own arguments (`argv[0]` too).
    /// Returns only by exiting with status 1, saying why, when it cannot.
    public func exec() -> Never {
        guard let folder = Self.executableFolder() else {
            fail("cannot find the folder playground runs from, where \(name) is")
        }
        let path = folder + "/" + name
        // `swift run playground` builds `playground` alone: in a package's build folder, build the
        // sibling too when it is missing, or older than an object file it is linked from (a
        // `swift run playground` after a change compiled the lessons anew), and go on.
        if let package = Self.packageRoot(of: folder), let why = needsBuilding(at: path, objectList: folder + "/" + name + ".product/Objects.LinkFileList") {
            build(in: package, configuration: (folder as NSString).lastPathComponent, why: why)
        }
        let failure = ProgramExec.replace(with: path, arguments: CommandLine.arguments)
        if failure.isMissing {
            fail("\(name) not found next to playground: build with swift build")
        }
        fail("cannot run \(path) (\(failure.description))")
    }

    /// Why `path` must be built first: "once" when it is missing, "anew" when one of the object
    /// files listed in `objectList` (SwiftPM's list for its link) is newer than it; nil when neither
    /// (no list, as in a build that did not link it yet: not older).
    private func needsBuilding(at path: String, objectList: String) -> String? {
        let files = FileManager.default
        guard let built = (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return "once" }
        guard let list = try? String(contentsOfFile: objectList, encoding: .utf8) else { return nil }
        let newer = list.split(separator: "\n").contains { line in
            var object = String(line)
            if object.hasPrefix("\""), object.hasSuffix("\""), object.count >= 2 { object = String(object.dropFirst().dropLast()) }
            guard let compiled = (try? files.attributesOfItem(atPath: object))?[.modificationDate] as? Date else { return false }
            return compiled > built
        }
        return newer ? "anew: it is older than what it is built from" : nil
    }

    /// `swift build --product <name>`, its output on standard error, run in the foreground on
    /// swift-subprocess (Platform's `ForegroundShell`: Ctrl-C reaches it). A failure is left to the
    /// exec that follows, which then says the program is not there (or runs the one there was).
    private func build(in package: String, configuration: String, why: String) {
        Terminal.error("playground: building \(name), the program \(runs) run in (\(why))...\n")
        let arguments = ["swift", "build", "--package-path", package, "--product", name]
            + (configuration == "release" ? ["-c", "release"] : [])
        do {
            _ = try ForegroundShell.run(#"exec "$@" 1>&2"#, name: "sh", arguments: arguments)
        } catch {
            Terminal.error("playground: could not run swift build (\(error.description))\n")
        }
    }

    private func fail(_ message: String) -> Never {
        Terminal.error("error: \(message)\n")
        exit(1)
    }

    /// The folder of the running executable itself: `CommandLine.arguments[0]` may be a bare name
    /// found on PATH, or a symbolic link.
    public static func executableFolder() -> String? {
        guard let path = RunningProgram.executablePath, let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The package whose build folder `folder` is in (`<root>/.build/<triple>/debug`, or
    /// `<root>/.build/debug`), when it has a Package.swift: where `swift run` put `playground`.
    public static func packageRoot(of folder: String) -> String? {
        var url = URL(fileURLWithPath: folder)
        for _ in 0..<3 {
            if url.lastPathComponent == ".build" {
                let root = url.deletingLastPathComponent()
                return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
            }
            url.deleteLastPathComponent()
        }
        return nil
    }
}
