import Foundation
import Testing

/// The README and the guides in docs/ it links: every relative link leads to a file in the tree (and
/// to a heading there, when it names one), the README links every guide, and it fits in 300 lines.
@Suite struct DocumentLinkTests {
    static let guides = ["docs/learners.md", "docs/teachers.md", "docs/writing-a-lesson.md", "docs/architecture.md", "docs/contributing.md"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Paths.packageRoot.appending(path: path), encoding: .utf8)
    }

    /// The lines outside fenced code blocks (```` ``` ```` or ```` ```` ````), where Markdown is read as Markdown.
    static func prose(_ text: String) -> [String] {
        var fence: String?
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed == open { fence = nil }
            } else if trimmed.hasPrefix("```") {
                fence = String(trimmed.prefix { $0 == "`" })
            } else if !line.hasPrefix("    ") || line.trimmingCharacters(in: .whitespaces).hasPrefix("- ") || lines.last.map({ !$0.isEmpty }) == true {
                lines.append(line)
            }
        }
        return lines
    }

    /// The relative links of `text` (`[words](target)`), code spans left out.
    static func links(_ text: String) -> [String] {
        let lines = prose(text).map { line in
            line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        }
        let pattern = /\]\(([^)\s]+)\)/
        return lines.flatMap { line in line.matches(of: pattern).map { String($0.output.1) } }
            .filter { !$0.hasPrefix("http://") && !$0.hasPrefix("https://") && !$0.hasPrefix("mailto:") }
    }

    /// GitHub's anchors for the headings of `text`: lower case, punctuation dropped, spaces as dashes,
    /// a repeated one numbered (`-1`, `-2`).
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var found = Set<String>()
        for line in prose(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            found.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return found
    }

    @Test(arguments: ["README.md"] + guides)
    func everyLinkLeadsToAFileInTheTree(_ document: String) throws {
        let text = try Self.text(document)
        let folder = (document as NSString).deletingLastPathComponent
        for link in Self.links(text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? document : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            let url = Paths.packageRoot.appending(path: target)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(document) links to \(link), which is no file in the tree")
            guard parts.count == 2, target.hasSuffix(".md"), FileManager.default.fileExists(atPath: url.path) else { continue }
            #expect(Self.anchors(try Self.text(target)).contains(parts[1]), "\(document) links to \(link), and \(target) has no such heading")
        }
    }

    @Test func theReadmeLinksEveryGuideAndFitsIn300Lines() throws {
        let readme = try Self.text("README.md")
        let links = Set(Self.links(readme).map { String($0.prefix { $0 != "#" }) })
        for guide in Self.guides {
            #expect(links.contains(guide), "the README does not link \(guide)")
        }
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 300, "the README has \(lines) lines; move the details to docs/")
    }

    @Test func linksAndAnchorsAreReadAsGitHubReadsThem() {
        let text = "# A title\n\n## Pictures: marble diagrams, `lifetimes`\n\n```\n## not a heading\n[no](link.md)\n```\n\nSee [this](docs/a.md#x) and `[not](code.md)` and [web](https://example.com).\n\n## A title\n"
        #expect(Self.links(text) == ["docs/a.md#x"])
        #expect(Self.anchors(text) == ["a-title", "pictures-marble-diagrams-lifetimes", "a-title-1"])
    }
}
