import Testing
import PlaygroundKit

/// A check program's output cut at its marks: what each check printed, and the output as it
/// reads without them.
@Suite struct CheckOutputMarksTests {
    let key = "0123abcd"

    @Test func eachCheckGetsWhatWasPrintedAfterItsMark() {
        let output = CheckOutputMarks.mark(check: 0, key: key) + "one\n" + CheckOutputMarks.mark(check: 1, key: key)
            + CheckOutputMarks.mark(check: 2, key: key) + "three\nand more\n"
        let split = CheckOutputMarks.split(output, key: key)
        #expect(split.output == "one\nthree\nand more\n")
        #expect(split.perCheck == [0: "one\n", 1: "", 2: "three\nand more\n"])
    }

    /// Output with no newline before the next check's mark stays on its check, and the whole
    /// output reads as printed.
    @Test func aLineLeftOpenEndsAtTheNextMark() {
        let output = CheckOutputMarks.mark(check: 0, key: key) + "no newline" + CheckOutputMarks.mark(check: 1, key: key) + "after"
        let split = CheckOutputMarks.split(output, key: key)
        #expect(split.output == "no newlineafter")
        #expect(split.perCheck == [0: "no newline", 1: "after"])
    }

    /// A mark with another key (learner code printing one) is output like any other.
    @Test func aMarkWithAnotherKeyIsOutput() {
        let forged = CheckOutputMarks.mark(check: 5, key: "guess")
        let output = CheckOutputMarks.mark(check: 0, key: key) + forged + "x\n"
        let split = CheckOutputMarks.split(output, key: key)
        #expect(split.output == forged + "x\n")
        #expect(split.perCheck == [0: forged + "x\n"])
    }
}
