import Foundation
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// Each lesson's whole output (`playground run <id> --no-color`) is kept in Tests/Transcripts/, and
/// in each translation (`playground run <id> --lang ru --no-color`) in Tests/Transcripts/<lang>/.
///
/// When a lesson's output changes on purpose, re-record and review the diff:
///
///     RECORD_TRANSCRIPTS=1 swift test --filter TranscriptFileTests
///     git diff Tests/Transcripts
@Suite struct TranscriptFileTests {
    static let recording = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1"

    /// Where the transcript of `id` in `language` is kept.
    static func path(_ id: String, _ language: Language) -> String {
        language == .en ? "\(id).txt" : "\(language.rawValue)/\(id).txt"
    }

    @Test(arguments: Catalog.standard.ids, Language.allCases)
    func outputMatchesTheKeptTranscript(_ id: String, _ language: Language) throws {
        let text = try Transcript.isolated(catalog: .standard, lessonID: id, language: language).get().text.plain
        let file = Paths.transcripts.appending(path: Self.path(id, language))
        if Self.recording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let kept = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no transcript for '\(id)' at Tests/Transcripts/\(Self.path(id, language)): record it with RECORD_TRANSCRIPTS=1 swift test --filter TranscriptFileTests")
            return
        }
        if kept != text {
            let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(keptLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(keptLines.count, newLines.count)
            let kept = first < keptLines.count ? String(keptLines[first]) : "<end>"
            let now = first < newLines.count ? String(newLines[first]) : "<end>"
            Issue.record("""
                lesson '\(id)' output differs from Tests/Transcripts/\(Self.path(id, language)) at line \(first + 1):
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

    @Test(arguments: Language.allCases)
    func noStrayTranscripts(_ language: Language) {
        let folder = language == .en ? Paths.transcripts : Paths.transcripts.appending(path: language.rawValue)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".txt") }
        if language != .en { #expect(names.count == Catalog.standard.ids.count, "Tests/Transcripts/\(language.rawValue) keeps \(names.count) transcripts") }
        for name in names {
            #expect(Catalog.standard.ids.contains(String(name.dropLast(4))), "Tests/Transcripts/\(Self.path(String(name.dropLast(4)), language)) belongs to no lesson")
        }
    }
}
