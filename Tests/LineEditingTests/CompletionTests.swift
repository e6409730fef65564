import Testing
@testable import LineEditing

@Suite struct CompletionTests {
    @Test func partialWordIsTheLastWhitespaceSeparatedWord() {
        #expect(Completion.partialWord(in: "say op") == "op")
        #expect(Completion.partialWord(in: "op") == "op")
        #expect(Completion.partialWord(in: "say ") == "")
        #expect(Completion.partialWord(in: "") == "")
        #expect(Completion.partialWord(in: "a\tb") == "b")
    }

    @Test func longestCommonPrefix() {
        #expect(Completion.longestCommonPrefix(["open", "openly", "opal"]) == "op")
        #expect(Completion.longestCommonPrefix(["close", "clone"]) == "clo")
        #expect(Completion.longestCommonPrefix(["x", "y"]) == "")
        #expect(Completion.longestCommonPrefix(["same", "same"]) == "same")
        #expect(Completion.longestCommonPrefix([]) == "")
        // Never splits a grapheme: "e" + combining accent is one Character.
        #expect(Completion.longestCommonPrefix(["ce\u{301}a", "ceb"]) == "c")
    }

    @Test func singleCandidateReplacesTheWordAndAddsASpace() {
        #expect(Completion.action(lineBeforeCursor: "op", candidates: ["open"]) == .replace(deleteCount: 2, insert: "open "))
        #expect(Completion.action(lineBeforeCursor: "say hé", candidates: ["héllo"])
                == .replace(deleteCount: 2, insert: "héllo "))
        #expect(Completion.action(lineBeforeCursor: "", candidates: ["help"]) == .replace(deleteCount: 0, insert: "help "))
    }

    @Test func severalCandidatesInsertTheCommonPrefixWhenThatIsProgress() {
        #expect(Completion.action(lineBeforeCursor: "cl", candidates: ["close", "clone"])
                == .replace(deleteCount: 2, insert: "clo"))
        // Case-insensitive completers may change what was typed.
        #expect(Completion.action(lineBeforeCursor: "op", candidates: ["Open", "Opal"])
                == .replace(deleteCount: 2, insert: "Op"))
    }

    @Test func severalCandidatesWithoutProgressAreListed() {
        #expect(Completion.action(lineBeforeCursor: "op", candidates: ["open", "opal"]) == .list(["open", "opal"]))
        // A common prefix shorter than what was typed would delete the user's text: list instead.
        #expect(Completion.action(lineBeforeCursor: "xyz", candidates: ["abc", "abd"]) == .list(["abc", "abd"]))
    }

    @Test func noCandidatesBeeps() {
        #expect(Completion.action(lineBeforeCursor: "zz", candidates: []) == .beep)
        #expect(Completion.action(lineBeforeCursor: "zz", candidates: [""]) == .beep)
    }

    @Test func duplicateCandidatesCountOnce() {
        #expect(Completion.action(lineBeforeCursor: "op", candidates: ["open", "open"])
                == .replace(deleteCount: 2, insert: "open "))
    }

    @Test func columnsFillTopToBottom() {
        let words = ["a", "bb", "ccc", "dddd", "e"]
        // Column width 4 + 2 = 6; 14 columns fit 2 -> 3 rows.
        #expect(Completion.columns(words, width: 14) == ["a     dddd", "bb    e", "ccc"])
        #expect(Completion.columns(words, width: 80) == ["a     bb    ccc   dddd  e"])
        #expect(Completion.columns(words, width: 3) == ["a", "bb", "ccc", "dddd", "e"])
        #expect(Completion.columns([], width: 80) == [])
    }

    @Test func displayWidthCountsWideCharactersTwice() {
        #expect(Completion.displayWidth("abc") == 3)
        #expect(Completion.displayWidth("日本") == 4)
        #expect(Completion.displayWidth("e\u{301}") == 1)
        #expect(Completion.displayWidth("🎉") == 2)
    }
}
