import Testing
@testable import LineEditing

@Suite struct HistoryListTests {
    @Test func blankLinesAreIgnored() {
        var list = HistoryList()
        list.append("")
        list.append("   ")
        list.append("\t\n")
        #expect(list.entries.isEmpty)
        list.append(" spaced ")
        #expect(list.entries == [" spaced "])
    }

    @Test func consecutiveDuplicateIsIgnored() {
        var list = HistoryList()
        list.append("ls")
        list.append("ls")
        #expect(list.entries == ["ls"])
    }

    @Test func nonConsecutiveDuplicateIsKept() {
        var list = HistoryList()
        list.append("ls")
        list.append("pwd")
        list.append("ls")
        #expect(list.entries == ["ls", "pwd", "ls"])
    }

    @Test func capacityDropsTheOldest() {
        var list = HistoryList(capacity: 3)
        for entry in ["a", "b", "c", "d", "e"] { list.append(entry) }
        #expect(list.entries == ["c", "d", "e"])
        #expect(list.capacity == 3)
    }

    @Test func initialEntriesFollowTheSameRules() {
        let list = HistoryList(entries: ["a", "a", "", "b", "c", "d"], capacity: 3)
        #expect(list.entries == ["b", "c", "d"])
    }

    @Test func zeroCapacityKeepsNothing() {
        var list = HistoryList(entries: ["a"], capacity: 0)
        list.append("b")
        #expect(list.entries.isEmpty)
        #expect(HistoryList(capacity: -5).capacity == 0)
    }

    @Test func defaultCapacityIsAThousand() {
        var list = HistoryList()
        for index in 0..<1005 { list.append("entry \(index)") }
        #expect(list.entries.count == 1000)
        #expect(list.entries.first == "entry 5")
        #expect(list.entries.last == "entry 1004")
    }

    @Test func appendIfNewReportsWhetherItAdded() {
        var list = HistoryList()
        let first = list.appendIfNew("x")
        let again = list.appendIfNew("x")
        let blank = list.appendIfNew(" ")
        #expect(first)
        #expect(!again)
        #expect(!blank)
    }
}
