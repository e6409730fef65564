import Foundation
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// Each lesson's whole output (`playground run <id> --no-color`) is kept in Tests/Transcripts/.
///
/// When a lesson's output changes on purpose, re-record and review the diff:
///
///     RECORD_TRANSCRIPTS=1 swift test --filter TranscriptFileTests
///     git diff Tests/Transcripts
@Suite struct TranscriptFileTests {
    static let recording = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1"

    @Test(arguments: Catalog.standard.ids)
    func outputMatchesTheKeptTranscript(_ id: String) throws {
        let text = try Transcript.isolated(catalog: .standard, lessonID: id).get().text.plain
        let file = Paths.transcripts.appending(path: "\(id).txt")
        if Self.recording {
            try FileManager.default.createDirectory(at: Paths.transcripts, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let kept = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no transcript for '\(id)' at Tests/Transcripts/\(id).txt: record it with RECORD_TRANSCRIPTS=1 swift test --filter TranscriptFileTests")
            return
        }
        if kept != text {
            let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(keptLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(keptLines.count, newLines.count)
            let kept = first < keptLines.count ? String(keptLines[first]) : "<end>"
            let now = first < newLines.count ? String(newLines[first]) : "<end>"
            Issue.record("""
                lesson '\(id)' output differs from Tests/Transcripts/\(id).txt at line \(first + 1):
                  kept: \(kept)
                  now:  \(now)
                If the change is intended: RECORD_TRANSCRIPTS=1 swift test --filter TranscriptFileTests, then review git diff.
                """)
        }
    }

    @Test(arguments: Catalog.standard.ids)
    func twoRunsGiveIdenticalBytes(_ id: String) throws {
        let first = try Transcript.isolated(catalog: .standard, lessonID: id).get().text.plain
        let second = try Transcript.isolated(catalog: .standard, lessonID: id).get().text.plain
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test func noStrayTranscripts() {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Paths.transcripts.path)) ?? []).filter { $0.hasSuffix(".txt") }
        for name in names {
            #expect(Catalog.standard.ids.contains(String(name.dropLast(4))), "Tests/Transcripts/\(name) belongs to no lesson")
        }
    }
}
