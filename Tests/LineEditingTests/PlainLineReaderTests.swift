import Foundation
import Testing
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Feeds `input` through a pipe(2) from a background thread (so inputs larger than the pipe buffer work) and
/// reads every result until end of input.
private func readAll(_ input: [UInt8], limit: Int = 100) -> [ReadResult] {
    var fds: [Int32] = [0, 0]
    precondition(pipe(&fds) == 0)
    let readEnd = fds[0], writeEnd = fds[1]
    let writer = Thread {
        input.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        close(writeEnd)
    }
    writer.start()
    defer { close(readEnd) }
    let reader = PlainLineReader(fileDescriptor: readEnd)
    var results: [ReadResult] = []
    while results.count < limit {
        let result = reader.readLine(prompt: "ignored> ")
        results.append(result)
        if result == .endOfInput { break }
    }
    reader.close()
    return results
}

private func readAll(_ text: String, limit: Int = 100) -> [ReadResult] {
    readAll(Array(text.utf8), limit: limit)
}

@Suite struct PlainLineReaderTests {
    @Test func severalLines() {
        #expect(readAll("one\ntwo\n\nthree\n") == [.line("one"), .line("two"), .line(""), .line("three"), .endOfInput])
    }

    @Test func lastLineWithoutNewline() {
        #expect(readAll("one\ntwo") == [.line("one"), .line("two"), .endOfInput])
    }

    @Test func crlfIsStripped() {
        #expect(readAll("one\r\ntwo\r\nthree\r") == [.line("one"), .line("two"), .line("three"), .endOfInput])
        // Only the one CR before the newline goes.
        #expect(readAll("a\r\r\nb\rc\n") == [.line("a\r"), .line("b\rc"), .endOfInput])
    }

    @Test func emptyInputIsEndOfInput() {
        #expect(readAll("") == [.endOfInput])
    }

    @Test func endOfInputRepeats() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[1])
        let reader = PlainLineReader(fileDescriptor: fds[0])
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(reader.readLine(prompt: "") == .endOfInput)
        close(fds[0])
    }

    @Test func oneMegabyteLineIsReturnedIntact() {
        let longLine = String(repeating: "abcdefghijklmnopqrstuvwxyz0123456789", count: (1 << 20) / 36 + 1)
        #expect(longLine.utf8.count > 1 << 20)
        let results = readAll(longLine + "\nafter\n" + longLine)
        #expect(results.count == 4)
        #expect(results[0] == .line(longLine))
        #expect(results[1] == .line("after"))
        #expect(results[2] == .line(longLine))
        #expect(results[3] == .endOfInput)
    }

    @Test func manyLinesAcrossChunkBoundaries() {
        let lines = (0..<50_000).map { "line number \($0) ünïcødé" }
        let results = readAll(lines.joined(separator: "\n") + "\n", limit: 60_000)
        #expect(results == lines.map { .line($0) } + [.endOfInput])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let input: [UInt8] = [0x61, 0xFF, 0x62, 0x0A] + [0xC3] + [0x0A] + Array("ok é\n".utf8)
        #expect(readAll(input) == [.line("a\u{FFFD}b"), .line("\u{FFFD}"), .line("ok é"), .endOfInput])
    }

    @Test func keepsInMemoryHistoryAndHasNoWarnings() {
        let reader = PlainLineReader(fileDescriptor: -1)
        reader.addHistory("a")
        reader.addHistory("a")
        reader.addHistory("  ")
        reader.addHistory("b")
        #expect(reader.history == ["a", "b"])
        #expect(reader.warnings.isEmpty)
        reader.close()
        reader.close()
        #expect(reader.history == ["a", "b"])
    }

    @Test func badDescriptorIsEndOfInput() {
        let reader = PlainLineReader(fileDescriptor: -1)
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }
}
