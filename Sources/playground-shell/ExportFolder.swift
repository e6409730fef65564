import FileLocking
import Foundation

/// The folder handouts are exported to, and what may be written there. A file is replaced only
/// when an earlier export wrote it and it has not changed since: `.playground-export` in the
/// folder lists each file export wrote with a checksum of what it wrote. A file export did not
/// write (your own README.md) or one edited since (notes added to a handout) stops the export
/// before anything is written, unless `force`. All files are written, or none (see ``write(_:force:)``).
/// A file's name may be a path inside the folder (`MVVMPlayground.docc/Resources/1-di-01-1.swift`).
struct ExportFolder {
    enum Change: String {
        case created, updated, unchanged, removed
    }

    struct Refusal: Error {
        var message: String
    }

    static let manifestName = ".playground-export"

    let url: URL

    /// Handouts and the list larger than this are not read (so never counted as export's).
    static let maxFileBytes = 64 * 1024 * 1024

    /// Writes every file, or none. Every target is checked first (a folder or a named pipe in the way, a folder
    /// that cannot be written, a file export did not write); then every file is written to a temporary file beside
    /// its target, and only then are they all renamed into place (``FileBatch``). On any failure the temporary
    /// files are removed, files already there are left as they were, and the refusal names the file and the
    /// reason in words. A symbolic link is written through (the file it leads to is replaced; the link stays).
    ///
    /// `prune`: files an earlier export wrote under this path (a DocC catalog's folder) that this one does not
    /// write are removed once the rest is in place, if nobody changed them since (a tutorial left from an
    /// export of every lesson would break the catalog of one).
    func write(_ files: [(name: String, contents: String)], force: Bool, prune: String? = nil) throws -> [(name: String, change: Change)] {
        let madeFolder = FileKind.of(url.path) == nil
        if let problem = Folders.make(url.relativePath, mode: 0o777) {
            throw Refusal(message: problem)
        }
        var done = false
        // A folder made for an export that wrote nothing goes again.
        defer { if madeFolder && !done { Folders.removeIfEmpty(url.path) } }
        // Files in folders of their own (a DocC catalog's): those folders first, and again only
        // those made now, deepest first, when nothing is written.
        var madeFolders: [String] = []
        defer { if !done { madeFolders.reversed().forEach(Folders.removeIfEmpty) } }
        let subfolders = Set(files.compactMap { file in
            file.name.contains("/") ? url.appendingPathComponent(file.name).deletingLastPathComponent().relativePath : nil
        })
        for folder in subfolders.sorted(by: { $0.count < $1.count }) where FileKind.of(folder) == nil {
            if let problem = Folders.make(folder, mode: 0o777) { throw Refusal(message: problem + "; nothing was written") }
            madeFolders.append(folder)
        }

        var manifest = readManifest()
        var plan: [(name: String, contents: [UInt8], target: String, change: Change)] = []
        var refused: [String] = []
        var problems: [String] = []
        func note(_ problem: String) { if !problems.contains(problem) { problems.append(problem) } }
        for file in files + [(Self.manifestName, "")] {
            let shown = url.appendingPathComponent(file.name).relativePath
            let target: String
            // Examined by the name the user gave (relative to the current folder, as --out was), so that
            // messages name the file as they know it.
            switch SafeFile.examine(shown, nonRegular: .refuse) {
            case .failure(let failure):
                note(failure.text)
                continue
            case .success(.inPlace):
                note("\(shown) is one of this program's open files")
                continue
            case .success(.replace(let resolved)):
                target = resolved
            }
            if file.name == Self.manifestName {
                plan.append((file.name, [], target, .updated))
                continue
            }
            let contents = Array(file.contents.utf8)
            switch RegularFile.read(atPath: target, maxBytes: Self.maxFileBytes) {
            case .missing:
                plan.append((file.name, contents, target, .created))
            case .contents(let existing) where existing == contents:
                plan.append((file.name, contents, target, .unchanged))
            case .contents(let existing) where force || manifest[file.name] == Self.checksum(Data(existing)):
                plan.append((file.name, contents, target, .updated))
            case .tooLarge where force:
                plan.append((file.name, contents, target, .updated))
            case .contents, .tooLarge:
                refused.append(file.name)
            case .failed(let failure):
                note("\(shown) could not be read (\(failure.words))")
            }
        }
        if !problems.isEmpty {
            throw Refusal(message: problems.joined(separator: "; ") + "; nothing was written")
        }
        if !refused.isEmpty {
            let names = refused.map { url.appendingPathComponent($0).relativePath }.joined(separator: ", ")
            throw Refusal(message: "not replacing \(names): \(refused.count == 1 ? "it was" : "they were") not written by 'playground export', or changed since. Move \(refused.count == 1 ? "it" : "them") away, choose another folder with --out, or replace with --force")
        }

        let batch = FileBatch()
        var result: [(name: String, change: Change)] = []
        for file in plan where file.name != Self.manifestName {
            manifest[file.name] = Self.checksum(Data(file.contents))
            result.append((file.name, file.change))
            guard file.change != .unchanged else { continue }
            if let failure = batch.stage(file.contents, at: file.target, display: url.appendingPathComponent(file.name).relativePath, permissions: .usual) {
                throw Refusal(message: "\(failure.text); nothing was written")
            }
        }
        var stale: [String] = []
        if let prune {
            let writing = Set(files.map(\.name))
            for name in manifest.keys.sorted() where name.hasPrefix(prune) && !writing.contains(name) {
                switch RegularFile.read(atPath: url.appendingPathComponent(name).path, maxBytes: Self.maxFileBytes) {
                case .missing:
                    manifest[name] = nil
                case .contents(let existing) where manifest[name] == Self.checksum(Data(existing)):
                    manifest[name] = nil
                    stale.append(name)
                default:
                    continue
                }
            }
        }
        let listing = manifest.keys.sorted().map { "\(manifest[$0] ?? "")  \($0)" }.joined(separator: "\n")
        let header = "# Files 'playground export' wrote here, with a checksum of what it wrote: it replaces only these, unchanged.\n"
        if let list = plan.last, list.name == Self.manifestName,
           let failure = batch.stage(Array((header + listing + "\n").utf8), at: list.target, display: url.appendingPathComponent(list.name).relativePath, permissions: .usual) {
            throw Refusal(message: "\(failure.text); nothing was written")
        }
        if let failure = batch.commit() {
            throw Refusal(message: "\(failure.text); nothing was written")
        }
        done = true
        for name in stale where (try? FileManager.default.removeItem(at: url.appendingPathComponent(name))) != nil {
            result.append((name, .removed))
        }
        return result
    }

    /// File name → checksum, from `.playground-export` (empty when there is none or it is unreadable).
    private func readManifest() -> [String: String] {
        guard case .contents(let bytes) = RegularFile.read(atPath: url.appendingPathComponent(Self.manifestName).path, maxBytes: Self.maxFileBytes) else { return [:] }
        let text = String(decoding: bytes, as: UTF8.self)
        var manifest: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            manifest[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
        }
        return manifest
    }

    /// FNV-1a, 64 bits, in hex: enough to tell whether a file changed since export wrote it (not a
    /// defence against anyone).
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
