/// Whether typed Swift is complete or waits for more lines: brackets, braces and parentheses still
/// open, an unterminated multi-line string or block comment. Strings and comments are skipped, so
/// a `{` inside `"..."` does not count.
///
/// The shell's fallback, where the program gives it no parser (``SwiftCompiler/isComplete(_:)``:
/// `playground` gives swift-syntax's, SwiftReading's `Completeness`, which also waits for the `{`
/// of `struct P` and the rest of `let x =`); tests and the fuzzer's shells use this scanner.
public enum SwiftInput {
    public static func isComplete(_ text: String) -> Bool {
        depth(of: text) <= 0
    }

    /// Open brackets minus closed ones; a pending multi-line string or block comment counts as open.
    static func depth(of text: String) -> Int {
        var depth = 0
        var characters = Array(text)
        characters.append("\n")
        var index = 0
        var inString = false
        var inMultilineString = false
        var blockComments = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : "\0"
            if blockComments > 0 {
                if character == "*", next == "/" { blockComments -= 1; index += 2; continue }
                if character == "/", next == "*" { blockComments += 1; index += 2; continue }
                index += 1
                continue
            }
            if inMultilineString {
                if character == "\\" { index += 2; continue }
                if character == "\"", next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    inMultilineString = false
                    index += 3
                    continue
                }
                index += 1
                continue
            }
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" || character == "\n" { inString = false }
                index += 1
                continue
            }
            switch character {
            case "/" where next == "/":
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            case "/" where next == "*":
                blockComments += 1
                index += 2
                continue
            case "\"":
                if next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    inMultilineString = true
                    index += 3
                    continue
                }
                inString = true
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default: break
            }
            index += 1
        }
        return depth + (inMultilineString || blockComments > 0 ? 1 : 0)
    }
}
