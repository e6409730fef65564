import Foundation

// SnippetGen: reads a lesson module's sources and writes a `Code` enum holding every region marked
//
//     // @snippet some-name
//     ...
//     // @end some-name
//
// and every file under Rejected/ (code the compiler refuses, with `// expect: <message>` lines on
// top). Run by SnippetPlugin at build time; a malformed marker fails the build with file and line.
//
// usage: SnippetGen --package-root DIR --output FILE [--rejected FILE]... SOURCE...

struct Region {
    var name: String
    var file: String
    var lines: ClosedRange<Int>
    var text: String
    var compilerMessage: String?
}

struct Failure: Error, CustomStringConvertible {
    var description: String
}

func relative(_ path: String, to root: String) -> String {
    let root = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
}

func marker(_ line: Substring, _ keyword: String) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let prefix = "// @\(keyword) "
    guard trimmed.hasPrefix(prefix) else { return nil }
    return trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
}

/// Removes the indentation every non-empty line shares, and blank lines at both ends.
func dedent(_ lines: [Substring]) -> String {
    var lines = lines
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
    let common = indents.min() ?? 0
    return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }.joined(separator: "\n")
}

func regions(inSource path: String, root: String) throws -> [Region] {
    let file = relative(path, to: root)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    var open: [(name: String, start: Int)] = []
    var found: [Region] = []
    for (index, line) in lines.enumerated() {
        let number = index + 1
        if let name = marker(line, "snippet") {
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), !name.isEmpty else {
                throw Failure(description: "\(path):\(number): error: snippet names use letters, digits and dashes: '\(name)'")
            }
            open.append((name, number + 1))
        } else if let name = marker(line, "end") {
            guard let index = open.lastIndex(where: { $0.name == name }) else {
                throw Failure(description: "\(path):\(number): error: '@end \(name)' without '@snippet \(name)'")
            }
            let start = open.remove(at: index).start
            let body = lines[(start - 1)..<(number - 1)].filter { marker($0, "snippet") == nil && marker($0, "end") == nil }
            found.append(Region(name: name, file: file, lines: start...(number - 1), text: dedent(Array(body))))
        }
    }
    if let unclosed = open.first {
        throw Failure(description: "\(path):\(unclosed.start - 1): error: '@snippet \(unclosed.name)' is never closed with '@end \(unclosed.name)'")
    }
    return found
}

func rejectedSnippet(_ path: String, root: String) throws -> Region {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    var expected: [String] = []
    var firstCodeLine = 1
    for (index, line) in lines.enumerated() {
        if line.hasPrefix("// expect: ") {
            expected.append(String(line.dropFirst("// expect: ".count)))
            firstCodeLine = index + 2
        } else {
            break
        }
    }
    guard !expected.isEmpty else {
        throw Failure(description: "\(path):1: error: a rejected snippet starts with '// expect: <the compiler's message>' lines")
    }
    let body = Array(lines.dropFirst(firstCodeLine - 1))
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return Region(name: name, file: relative(path, to: root), lines: firstCodeLine...max(firstCodeLine, lines.count),
                  text: dedent(body), compilerMessage: expected.joined(separator: "\n"))
}

/// `container-resolve` -> `containerResolve`; `NaiveGlobal` -> `naiveGlobal`.
func identifier(_ name: String) -> String {
    let parts = name.split(separator: "-")
    guard let first = parts.first else { return "_" }
    let head = first.prefix(1).lowercased() + first.dropFirst()
    let result = head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return result.first?.isNumber == true ? "_" + result : result
}

/// A raw string literal that holds `text` whatever it contains.
func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\"\"\"" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

func render(_ region: Region) -> String {
    var arguments = [
        "name: \"\(region.name)\"",
        "file: \"\(region.file)\"",
        "lines: \(region.lines.lowerBound)...\(region.lines.upperBound)",
        "text: \(literal(region.text))",
    ]
    if let message = region.compilerMessage {
        arguments.append("compilerMessage: \(literal(message))")
    }
    return "Snippet(\n" + arguments.joined(separator: ",\n") + "\n)"
}

func generate(arguments: [String]) throws {
    var root = ""
    var output = ""
    var sources: [String] = []
    var rejected: [String] = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--package-root": root = iterator.next() ?? ""
        case "--output": output = iterator.next() ?? ""
        case "--rejected": rejected += iterator.next().map { [$0] } ?? []
        default: sources.append(argument)
        }
    }
    guard !root.isEmpty, !output.isEmpty else {
        throw Failure(description: "usage: SnippetGen --package-root DIR --output FILE [--rejected FILE]... SOURCE...")
    }
    let code = try sources.flatMap { try regions(inSource: $0, root: root) }
    let refused = try rejected.map { try rejectedSnippet($0, root: root) }
    var names = Set<String>()
    for region in code + refused where !names.insert(identifier(region.name)).inserted {
        throw Failure(description: "\(root)/\(region.file):\(region.lines.lowerBound): error: two snippets are called '\(region.name)'")
    }
    var file = """
    // Generated by SnippetGen from this module's own sources at build time. Do not edit:
    // change the marked regions in the sources instead.
    import PlaygroundKit

    /// The marked regions of this lesson's sources (`// @snippet name` ... `// @end name`), and the
    /// snippets under Rejected/ that the compiler refuses. Read at build time, so never stale.
    /// Public, so a later lesson can show the real code of what it imports from this one.
    public enum Code {

    """
    for region in code {
        file += "    public static let \(identifier(region.name)) = \(render(region))\n\n"
    }
    file += "    /// Snippets the compiler rejects, each with the message it prints.\n    public enum Rejected {\n"
    for region in refused {
        file += "        public static let \(identifier(region.name)) = \(render(region))\n\n"
    }
    file += "        public static let all: [Snippet] = [\(refused.map { identifier($0.name) }.joined(separator: ", "))]\n    }\n\n"
    file += "    public static let all: [Snippet] = [\(code.map { identifier($0.name) }.joined(separator: ", "))]\n}\n"
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    if existing != file {
        try file.write(toFile: output, atomically: true, encoding: .utf8)
    }
}

do {
    try generate(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
