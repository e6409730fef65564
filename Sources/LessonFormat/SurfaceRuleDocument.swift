/// A check made from the compiler's symbol graph of the learner's file
/// (`Exercises/<n>-<id>/Surface/<name>.txt`): what a type may show to the code around it, where a
/// refused snippet cannot name what a learner might add (a second subject under another name, a
/// settable helper). The file is a few `key: value` lines:
///
///     check: the view can only read the outputs
///     type: DownloadVM
///     forbid: Relay, Subject
///     settable: no
///     otherwise: DownloadVM shows '\(declaration)' to its view, which can send through it
///
/// `forbid` lists words none of the type's internal or public members may have in its
/// declaration; `settable: no` refuses a property anyone outside can set. `members`, optional,
/// names the only members the rule reads (`members: projectedValue`). `\(declaration)` in
/// `otherwise` is the member as the compiler declares it.
public struct SurfaceRuleDocument: Equatable, Sendable {
    public var name: String
    public var type: String
    public var forbid: [String]
    public var settable: Bool
    /// The members the rule reads, by name; empty: all.
    public var members: [String] = []
    public var otherwise: String

    public static let keys = ["check", "type", "members", "forbid", "settable", "otherwise"]

    public static func parse(_ text: String, file: String) throws(Diagnostics) -> SurfaceRuleDocument {
        var fields: [String: String] = [:]
        var problems: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !String(line).trimmed.isEmpty {
            guard let colon = line.firstIndex(of: ":"), keys.contains(String(line[..<colon])) else {
                problems.append(Diagnostic(file, index + 1, "a surface rule's lines are '<key>: <value>' with the keys \(keys.joined(separator: ", "))"))
                continue
            }
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmed
        }
        for key in ["check", "type", "otherwise"] where (fields[key] ?? "").isEmpty {
            problems.append(Diagnostic(file, 1, "a surface rule says '\(key): …'"))
        }
        let forbid = (fields["forbid"] ?? "").split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        let settable = fields["settable"].map { $0 != "no" } ?? true
        if forbid.isEmpty, settable {
            problems.append(Diagnostic(file, 1, "a surface rule forbids something: 'forbid: <words>' or 'settable: no'"))
        }
        if let value = fields["settable"], !["yes", "no"].contains(value) {
            problems.append(Diagnostic(file, 1, "'settable' is 'yes' or 'no', not '\(value.shortened)'"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        let members = (fields["members"] ?? "").split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        return SurfaceRuleDocument(name: fields["check"]!, type: fields["type"]!, forbid: forbid, settable: settable, members: members, otherwise: fields["otherwise"]!)
    }
}
