import Foundation

/// A `compile_commands.json`: for each source file, the compiler command that builds it. Language
/// servers (sourcekit-lsp, and through it VS Code's Swift extension and Neovim's lspconfig) read it
/// from the folder an editor opens to know what a file may import and how it is compiled.
///
///     [
///       {
///         "arguments" : ["/usr/bin/swiftc", "-module-name", "LearnerCode", "-I", "…/Modules", "/…/Container.swift"],
///         "directory" : "/…/exercises/di/1-cached-singletons",
///         "file" : "/…/exercises/di/1-cached-singletons/Container.swift"
///       }
///     ]
public enum CompilationDatabase {
    public static let fileName = "compile_commands.json"

    /// One file's command.
    public struct Entry: Codable, Equatable, Sendable {
        /// The folder the command runs in.
        public var directory: String
        public var file: String
        /// The compiler first, then its arguments, the file last.
        public var arguments: [String]

        public init(directory: String, file: String, arguments: [String]) {
            self.directory = directory
            self.file = file
            self.arguments = arguments
        }
    }

    /// One entry per file in `files`, each `arguments` (the compiler first) with the file's path after them.
    public static func entries(folder: URL, files: [URL], arguments: [String]) -> [Entry] {
        files.map { file in
            Entry(directory: folder.standardizedFileURL.path, file: file.standardizedFileURL.path, arguments: arguments + [file.standardizedFileURL.path])
        }
    }

    /// Writes `folder/compile_commands.json` with a command for each of `files`: `arguments` (the
    /// compiler and its flags) with the file's path after them. Each file is a module of its own,
    /// so files that declare the same names do not clash. Writes only when the file is missing or
    /// says something else (atomically); returns whether it wrote.
    @discardableResult
    public static func write(folder: URL, files: [URL], arguments: [String]) throws -> Bool {
        try write(folder: folder, entries: entries(folder: folder, files: files, arguments: arguments))
    }

    /// Writes `folder/compile_commands.json` with `entries`, when it does not say that already.
    @discardableResult
    public static func write(folder: URL, entries: [Entry]) throws -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(entries)
        data.append(10)
        let target = folder.appending(path: fileName)
        if let existing = readRegularFile(target), existing == data { return false }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
        return true
    }

    /// The entries of `folder/compile_commands.json`; nil when it is missing or not a database.
    public static func read(folder: URL) -> [Entry]? {
        guard let data = readRegularFile(folder.appending(path: fileName)) else { return nil }
        return try? JSONDecoder().decode([Entry].self, from: data)
    }

    /// The file's bytes when it is a regular file of sensible size (a named pipe there would block a read).
    private static func readRegularFile(_ file: URL) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber, size.intValue < 64 << 20 else { return nil }
        return try? Data(contentsOf: file)
    }
}
