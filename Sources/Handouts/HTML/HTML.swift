/// Small helpers for writing HTML by hand, shared by the handouts and the live page.
public enum HTML {
    /// `text` safe anywhere in an HTML text node or a quoted attribute: `&`, `<`, `>`, `"` and `'`
    /// become character references; everything else is kept as it is.
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // NUL and the other C0 controls but tab, newline and carriage return are not allowed in HTML.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
