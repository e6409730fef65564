import Foundation
import PlaygroundKit
import Testing
@testable import PlaygroundApp

/// The session's record on disk (issue 34): the journal's entries in a file of their own, appended
/// to as the journal grows, so a command costs the same however long the session; read back whole,
/// written whole when the journal changed otherwise, a half-appended line never read.
@Suite struct SessionRecordFileTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "session-record-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func lines() -> [String] {
        ((try? String(contentsOfFile: folder + "/journal.jsonl", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func theJournalIsAppendedToReadBackAndRewrittenWhenItShrinks() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = SessionRecordFile(folder: folder)
        var journal = SessionJournal(lesson: "di")
        for number in 1...50 {
            journal.entries.append(.move(number.isMultiple(of: 2) ? .back : .next))
            file.update { $0.journal = journal }
            #expect(lines().count == number)
        }
        let appended = lines()
        #expect(SessionRecordFile(folder: folder).current.journal == journal, "read back whole")
        // `undo`: one entry fewer, then another: the file is written whole, once each.
        journal.entries.removeLast()
        journal.entries.append(.move(.run(3)))
        file.update { $0.journal = journal }
        #expect(lines().count == 50 && lines().last?.contains("run") == true && Array(lines().prefix(49)) == Array(appended.prefix(49)))
        #expect(SessionRecordFile(folder: folder).current.journal == journal)
        // Other changes leave the journal file alone.
        file.update { $0.linesRead = 7 }
        #expect(SessionRecordFile(folder: folder).current.linesRead == 7)
        #expect(SessionRecordFile(folder: folder).current.journal == journal)
    }

    @Test func aHalfAppendedLineIsNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = SessionRecordFile(folder: folder)
        let journal = SessionJournal(lesson: "di", entries: [.move(.next), .move(.next)])
        file.update { $0.journal = journal }
        // The process ended while appending a third entry, before the record said there were three.
        let handle = try #require(FileHandle(forWritingAtPath: folder + "/journal.jsonl"))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"line":{"_0":"ne"#.utf8))
        try handle.close()
        #expect(SessionRecordFile(folder: folder).current.journal == journal)
    }
}
