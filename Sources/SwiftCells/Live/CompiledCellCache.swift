import Foundation
import PlaygroundKit

/// Compiled cells kept on disk with the learner's pages (`pages/.cells/<lesson>/`), so that a page
/// brought back at the next start loads its cells' libraries instead of compiling every one again
/// (about 0.15 s a cell). An entry is used only for the very same compile: the same cell, with the
/// same number, after the same earlier cells, by the same compiler with the same flags, for the
/// same build of the playground (whose symbols the library binds to). Anything else compiles anew.
struct CompiledCellCache {
    let folder: String
    /// Entries kept per lesson; past it, the oldest go.
    static let limit = 600

    /// What decides a compile's result, in full: the entry holds it, and is used only if it matches.
    static func key(source: String, number: Int, earlier: [CellRecord], manifest: BuildManifest) -> String {
        var key = "compiler \(manifest.compiler) \(identity(manifest.compiler))\n"
        key += "playground \(RunningProgram.executablePath ?? "?") \(identity(RunningProgram.executablePath ?? ""))\n"
        key += "flags \(manifest.compileFlags.joined(separator: " "))\n"
        for cell in earlier { key += "earlier \(cell.number) \(cell.code.utf8.count)\n\(cell.code)\n" }
        key += "cell \(number)\n\(source)"
        return key
    }

    /// Size and modification time: a file rebuilt or replaced is another one.
    static func identity(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }

    /// FNV-1a, 64 bits: the entry's folder name (the key itself is compared in full).
    static func digest(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private func entry(_ key: String) -> String { folder + "/" + Self.digest(key) }

    /// Copies a matching entry's library and module to `library` and `module`; whether it did.
    func take(_ key: String, library: String, module: String) -> Bool {
        let entry = entry(key)
        guard let kept = FileManager.default.contents(atPath: entry + "/key"), kept == Data(key.utf8) else { return false }
        for (name, target) in [("library", library), ("module", module)] {
            try? FileManager.default.removeItem(atPath: target)
            guard (try? FileManager.default.copyItem(atPath: entry + "/" + name, toPath: target)) != nil else { return false }
        }
        // Used: the newest, as far as pruning goes.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry)
        return true
    }

    /// Keeps a compile's library and module under `key` (a cache that cannot be written is no cache).
    func keep(_ key: String, library: String, module: String) {
        let entry = entry(key)
        let staging = entry + ".new-\(getpid())"
        try? FileManager.default.removeItem(atPath: staging)
        guard (try? FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(atPath: library, toPath: staging + "/library")) != nil,
              (try? FileManager.default.copyItem(atPath: module, toPath: staging + "/module")) != nil,
              FileManager.default.createFile(atPath: staging + "/key", contents: Data(key.utf8)) else {
            try? FileManager.default.removeItem(atPath: staging)
            return
        }
        try? FileManager.default.removeItem(atPath: entry)
        if (try? FileManager.default.moveItem(atPath: staging, toPath: entry)) == nil { try? FileManager.default.removeItem(atPath: staging) }
        prune()
    }

    /// The oldest entries past ``limit`` go.
    private func prune() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.count > Self.limit else { return }
        let dated = names.map { name -> (String, Date) in
            let date = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date
            return (name, date ?? .distantPast)
        }.sorted { $0.1 < $1.1 }
        for (name, _) in dated.prefix(names.count - Self.limit * 2 / 3) { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
    }
}
