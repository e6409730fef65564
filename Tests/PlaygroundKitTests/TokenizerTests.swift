import Foundation
@testable import PlaygroundKit
import Testing

/// `Tokenizer`: a typed line split into words, quotes grouping them.
@Suite struct TokenizerTests {
    @Test func splitsOnWhitespaceAndGroupsQuotes() throws {
        #expect(try Tokenizer.words("  open   di ") == ["open", "di"])
        #expect(try Tokenizer.words("type \"New York\" 'a b'") == ["type", "New York", "a b"])
        #expect(try Tokenizer.words("say \"\"") == ["say", ""])
        #expect(throws: Tokenizer.Failure.unterminatedQuote("\"")) { try Tokenizer.words("say \"oops") }
    }
}
