import Foundation

/// The folder handouts are exported to, and what may be written there. A file is replaced only
/// when an earlier export wrote it and it has not changed since: `.playground-export` in the
/// folder lists each file export wrote with a checksum of what it wrote. A file export did not
/// write (your own README.md) or one edited since (notes added to a handout) stops the export
/// before anything is written, unless `force`.
struct ExportFolder {
    enum Change: String {
        case created, updated, unchanged
    }

    struct Refusal: Error {
        var message: String
    }

    static let manifestName = ".playground-export"

    let url: URL

    /// Writes every file, or none: all are checked before the first is written.
    func write(_ files: [(name: String, contents: String)], force: Bool) throws -> [(name: String, change: Change)] {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Refusal(message: "cannot make the folder \(url.relativePath): \(error.localizedDescription)")
        }
        var manifest = readManifest()
        var plan: [(name: String, contents: String, change: Change)] = []
        var refused: [String] = []
        for file in files {
            let target = url.appendingPathComponent(file.name)
            guard let existing = manager.contents(atPath: target.path) else {
                plan.append((file.name, file.contents, .created))
                continue
            }
            if existing == Data(file.contents.utf8) {
                plan.append((file.name, file.contents, .unchanged))
            } else if force || manifest[file.name] == Self.checksum(existing) {
                plan.append((file.name, file.contents, .updated))
            } else {
                refused.append(file.name)
            }
        }
        if !refused.isEmpty {
            let names = refused.map { url.appendingPathComponent($0).relativePath }.joined(separator: ", ")
            throw Refusal(message: "not replacing \(names): \(refused.count == 1 ? "it was" : "they were") not written by 'playground export', or changed since. Move \(refused.count == 1 ? "it" : "them") away, choose another folder with --out, or replace with --force")
        }
        var result: [(name: String, change: Change)] = []
        for file in plan {
            let data = Data(file.contents.utf8)
            if file.change != .unchanged {
                do {
                    try data.write(to: url.appendingPathComponent(file.name), options: .atomic)
                } catch {
                    throw Refusal(message: "cannot write \(url.appendingPathComponent(file.name).relativePath): \(error.localizedDescription)")
                }
            }
            manifest[file.name] = Self.checksum(data)
            result.append((file.name, file.change))
        }
        let listing = manifest.keys.sorted().map { "\(manifest[$0] ?? "")  \($0)" }.joined(separator: "\n")
        let header = "# Files 'playground export' wrote here, with a checksum of what it wrote: it replaces only these, unchanged.\n"
        try? Data((header + listing + "\n").utf8).write(to: url.appendingPathComponent(Self.manifestName), options: .atomic)
        return result
    }

    /// File name → checksum, from `.playground-export` (empty when there is none or it is unreadable).
    private func readManifest() -> [String: String] {
        guard let text = try? String(contentsOf: url.appendingPathComponent(Self.manifestName), encoding: .utf8) else { return [:] }
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
