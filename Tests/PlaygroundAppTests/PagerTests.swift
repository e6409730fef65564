import Foundation
@testable import PlaygroundApp
import Testing

/// What the pager is given and how its run is read: the settings, which pager, how tall a text is,
/// and what a pager's ending says. (Running one is in ``ForegroundProgramTests``.)
@Suite struct PagerTests {
    @Test func lessGetsGitsSettingsAndTheLeavingOptions() {
        #expect(Pager.lessSetting(nil) == "FRXeK")
        #expect(Pager.lessSetting("  ") == "-eK")
        #expect(Pager.lessSetting("-S") == "-eK -S")
    }

    @Test func thePagerIsChosenFromTheEnvironment() {
        #expect(Pager.command(environment: [:]) == "less -R")
        #expect(Pager.command(environment: ["PAGER": "most"]) == "most")
        #expect(Pager.command(environment: ["PAGER": "cat"]) == nil)
        #expect(Pager.command(environment: ["PAGER": " "]) == nil)
        #expect(Pager.command(environment: ["PLAYGROUND_PAGER": "more", "PAGER": "most"]) == "more")
        for off in ["0", "off", "No", "false", ""] {
            #expect(Pager.command(environment: ["PLAYGROUND_PAGER": off, "PAGER": "most"]) == nil)
        }
    }

    @Test func rowsCountWrappedLinesAndNotCombiningMarks() {
        #expect(Pager.rows("one\ntwo\n", columns: 80) == 2)
        #expect(Pager.rows("one\n\nthree", columns: 80) == 3)
        #expect(Pager.rows(String(repeating: "x", count: 100), columns: 40) == 3)
        #expect(Pager.rows(String(repeating: "e\u{301}", count: 40), columns: 40) == 1)
    }

    @Test func theUnicodeMarkNeedsAUTF8Locale() {
        #expect(Pager.unicodeLocale(["LANG": "en_US.UTF-8"]))
        #expect(Pager.unicodeLocale(["LC_ALL": "C.utf8", "LANG": "C"]))
        #expect(!Pager.unicodeLocale(["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        #expect(!Pager.unicodeLocale([:]))
    }

    @Test func aPagersEndingSaysWhetherTheTextWasShown() {
        // Wait statuses: an exit status n is n << 8, a signal is its number.
        #expect(Pager.outcome(status: 0, unread: 0, total: 10) == .shown)
        #expect(Pager.outcome(status: 2, unread: 10, total: 10) == .shown)  // SIGINT: on purpose
        #expect(Pager.outcome(status: 130 << 8, unread: 10, total: 10) == .shown)  // a shell's 128 + SIGINT
        #expect(Pager.outcome(status: 127 << 8, unread: 10, total: 10) == .notStarted)
        #expect(Pager.outcome(status: 126 << 8, unread: 0, total: 10) == .notStarted)
        #expect(Pager.outcome(status: 0, unread: 10, total: 10) == .readNothing(status: 0))
        #expect(Pager.outcome(status: 1 << 8, unread: 10, total: 10) == .readNothing(status: 1))
        #expect(Pager.outcome(status: 1 << 8, unread: 3, total: 10) == .failed(status: 1))
    }

    @Test func theExplanationNamesThePagerAndTheVariable() {
        let text = Pager.explanation(.readNothing(status: 0), command: "true", variable: "PAGER")
        #expect(text.hasPrefix("the pager 'true' showed nothing (it ended without reading what it was given)"))
        #expect(text.hasSuffix("set PAGER to another pager, or PLAYGROUND_PAGER=0 for none"))
    }
}
