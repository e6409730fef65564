/// An exercise's contract, `contract.md` in its folder: the observable behaviours the task asks
/// for, each with the checks that show it, so that what is checked is derived from what is asked
/// and nothing asked goes unchecked.
///
///     # Contract: Cached singletons
///
///     ## Behaviour
///     - A singleton type gives the same instance on every resolve. Checks: "resolving a singleton twice gives the same instance"
///     ## Lifetimes
///     - Does not apply: the container holds what it made for as long as it lives, as the task says.
///
/// Every kind of ``sections`` has a heading; under it, each `- ` item (continued on lines
/// indented by two spaces) ends with `Checks: "name", "name"` naming checks of Checks.swift
/// (or refused snippets), or says `Does not apply: <why>`. Every check of Checks.swift is named
/// by some item: a check that checks nothing asked is a check of something else.
public struct ContractDocument: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var section: String
        public var text: String
        public var checks: [String]
    }

    public var items: [Item]

    public static let fileName = "contract.md"
    /// The kinds of behaviour every contract considers, as its headings (issue 35).
    public static let sections = ["Behaviour", "Lifetimes", "Re-entrancy", "Identity", "Boundaries", "Ordering and timing"]
    /// Headings a contract may add.
    public static let optionalSections = ["API shape"]

    public static func parse(_ text: String, file: String, checks: String, refusals: [String] = []) throws(Diagnostics) -> ContractDocument {
        var problems: [Diagnostic] = []
        var items: [(line: Int, item: Item)] = []
        var section: String?
        var seen: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("# ") { continue }
            if line.hasPrefix("## ") {
                let name = String(line.dropFirst(3)).trimmed
                if !(sections + optionalSections).contains(name) {
                    problems.append(Diagnostic(file, index + 1, "a contract's headings are \((sections + optionalSections).joined(separator: ", ")), not '\(name.shortened)'"))
                }
                section = name
                seen.append(name)
                continue
            }
            if line.hasPrefix("- ") {
                guard let section else {
                    problems.append(Diagnostic(file, index + 1, "a contract's items stand under a heading (## Behaviour, ...)"))
                    continue
                }
                items.append((index + 1, Item(section: section, text: String(line.dropFirst(2)), checks: [])))
            } else if line.hasPrefix("  "), !line.trimmed.isEmpty, !items.isEmpty {
                items[items.count - 1].item.text += " " + line.trimmed
            }
        }
        for name in sections where !seen.contains(name) {
            problems.append(Diagnostic(file, 1, "the contract has no '## \(name)': list what the task asks of it, or say '- Does not apply: <why>'"))
        }
        let declared = CheckStrings.checkNames(in: checks)
        var named: Set<String> = []
        for index in items.indices {
            let (line, item) = items[index]
            if item.text.hasPrefix("Does not apply: ") { continue }
            guard let marker = item.text.range(of: "Checks: \"", options: .backwards) else {
                problems.append(Diagnostic(file, line, "each item ends with 'Checks: \"<check name>\"' (or is 'Does not apply: <why>')"))
                continue
            }
            let names = Self.quoted(item.text[item.text.index(before: marker.upperBound)...])
            for name in names where !declared.contains(name) && !refusals.contains(name) {
                problems.append(Diagnostic(file, line, "'\(name.shortened)' is not a 'Check(\"…\")' of Checks.swift nor a refused snippet's check"))
            }
            named.formUnion(names)
            items[index].item.text = String(item.text[..<marker.lowerBound]).trimmed
            items[index].item.checks = names
        }
        for name in declared + refusals where !named.contains(name) {
            problems.append(Diagnostic(file, 1, "the check '\(name.shortened)' is named by no item of the contract: say which behaviour it shows"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return ContractDocument(items: items.map(\.item))
    }

    /// The quoted names in `text`, each as written between its quotes: a name whose quotes are
    /// escaped (`"typing \"Moscow\" again"`) is kept escaped, as Checks.swift writes it.
    static func quoted(_ text: Substring) -> [String] {
        var names: [String] = []
        var current: String?
        var escaped = false
        for character in text {
            if var name = current {
                if escaped {
                    name.append(character)
                    escaped = false
                } else if character == "\\" {
                    name.append(character)
                    escaped = true
                } else if character == "\"" {
                    names.append(name)
                    current = nil
                    continue
                } else {
                    name.append(character)
                }
                current = name
            } else if character == "\"" {
                current = ""
            }
        }
        return names
    }
}
