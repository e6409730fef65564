/// The characters figures are drawn with: box drawing, or plain ASCII where it cannot be shown.
struct FigureGlyphs {
    let line: Character
    let finished: Character
    let failed: Character
    /// A subscriber that died without unsubscribing.
    let died: Character
    let bar: Character
    let barEnd: Character
    let alive: Character
    let branch: String
    let lastBranch: String
    let through: String
    let sameNode: String
    let loop: String
    let arrow: String
    let ellipsis: String

    init(unicode: Bool) {
        line = unicode ? "─" : "-"
        finished = "|"
        failed = unicode ? "✕" : "X"
        died = unicode ? "†" : "+"
        bar = unicode ? "━" : "="
        barEnd = unicode ? "┥" : "|"
        alive = unicode ? "▶" : ">"
        branch = unicode ? "├─ " : "|- "
        lastBranch = unicode ? "└─ " : "`- "
        through = unicode ? "│  " : "|  "
        sameNode = unicode ? "↑" : "^"
        loop = unicode ? "↺" : "<-"
        arrow = unicode ? "→" : "->"
        ellipsis = unicode ? "…" : "~"
    }
}

public enum FigureLabel {
    /// One line of at most `limit` characters, control characters shown as `?`, shortened with
    /// `ellipsis` (an ASCII one, `~`, also puts the text in ASCII): whatever a lesson (or a room's server) put in a label, the picture keeps its shape.
    public static func clean(_ text: String, limit: Int, ellipsis: String) -> String {
        var characters = text.map { character -> Character in
            character.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format } ? "?" : character
        }
        // An ASCII ellipsis means an ASCII drawing: the symbols of labels go to ASCII too. Letters
        // and digits stay, whatever their script: a translated caption (Cyrillic) reads as written.
        if ellipsis.unicodeScalars.allSatisfy(\.isASCII) {
            characters = characters.flatMap { character -> [Character] in
                if let standIn = asciiStandIns[character] { return Array(standIn) }
                if character.isASCII || ((character.isLetter || character.isNumber) && character.columns == 1) { return [character] }
                return ["?"]
            }
        }
        if characters.count > limit {
            characters = Array(characters.prefix(max(limit - ellipsis.count, 1))) + Array(ellipsis)
        }
        return String(characters)
    }

    /// ASCII for the symbols lessons put in labels; any other symbol becomes `?`.
    static let asciiStandIns: [Character: String] = [
        "°": "", "✓": "v", "…": "~", "→": "->", "←": "<-", "—": "-", "–": "-", "×": "x", "✕": "X", "†": "+", "·": ".",
        "“": "\"", "”": "\"", "‘": "'", "’": "'", "é": "e", "è": "e", "á": "a", "ó": "o", "ü": "u", "ö": "o", "ä": "a",
    ]

    /// `text` padded with spaces to `width` characters (never cut).
    public static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
