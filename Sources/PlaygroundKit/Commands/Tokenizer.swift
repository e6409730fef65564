/// Splits a command line into words: whitespace separates, single or double quotes group.
public enum Tokenizer {
    public enum Failure: Error, Equatable {
        case unterminatedQuote(Character)
    }

    public static func words(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let open = quote { throw .unterminatedQuote(open) }
        if inWord { words.append(current) }
        return words
    }
}

extension String {
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
