import Foundation

// mutate SOLUTION.swift OUTPUT_FOLDER: writes each mutant of the solution as OUTPUT_FOLDER/<n>.swift
// and OUTPUT_FOLDER/mutants.json, `[{"id": n, "line": 12, "what": "'>' becomes '>='"}]`, for
// scripts/mutate to compile against the exercise's checks (see MutationFinder for the operators).
struct Entry: Codable {
    var id: Int
    var line: Int
    var what: String
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: mutate SOLUTION.swift OUTPUT_FOLDER\n".utf8))
    exit(2)
}
let (path, output) = (arguments[1], arguments[2])
guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("mutate: cannot read \(path)\n".utf8))
    exit(1)
}
let finder = MutationFinder(file: path, source: source)
let bytes = Array(source.utf8)
var seen = Set<String>()
var entries: [Entry] = []
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
for mutation in finder.mutations {
    let mutant = mutation.apply(to: bytes)
    // The same text twice (two ways to the same change), or no change at all: once, or not at all.
    guard mutant != source, seen.insert(mutant).inserted else { continue }
    let id = entries.count + 1
    try mutant.write(toFile: "\(output)/\(id).swift", atomically: false, encoding: .utf8)
    entries.append(Entry(id: id, line: mutation.line, what: mutation.what))
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try encoder.encode(entries).write(to: URL(fileURLWithPath: output + "/mutants.json"))
print("\(entries.count) mutants of \(path)")
