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
private func readAll(_ input: [UInt8], limit: Int = 100,
                     maxLineBytes: Int = PlainLineReader.defaultMaxLineBytes) -> [ReadResult] {
    var fds: [Int32] = [-1, -1]
    precondition(pipe(&fds) == 0)
    let readEnd = fds[0], writeEnd = fds[1]
    let writer = Thread {
        blockBrokenPipeSignal()  // the reader may stop at `limit` and close its end first
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
    let reader = PlainLineReader(fileDescriptor: readEnd, maxLineBytes: maxLineBytes)
    var results: [ReadResult] = []
    while results.count < limit {
        let result = reader.readLine(prompt: "ignored> ")
        results.append(result)
        if result == .endOfInput { break }
    }
    reader.close()
    return results
}

private func readAll(_ text: String, limit: Int = 100,
                     maxLineBytes: Int = PlainLineReader.defaultMaxLineBytes) -> [ReadResult] {
    readAll(Array(text.utf8), limit: limit, maxLineBytes: maxLineBytes)
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

    @Test func endOfInputRepeats() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
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

extension PlainLineReaderTests {
    /// A line longer than the limit is skipped, newline included, and reported; the lines around it are intact.
    /// The limit counts the bytes before "\n" or "\r\n".
    @Test func lineLongerThanTheLimitIsReportedAndSkipped() {
        func read(_ text: String, limit: Int) -> [ReadResult] {
            readAll(text, maxLineBytes: limit)
        }
        #expect(read("1234567890\n12345678901\nok\n", limit: 10)
                == [.line("1234567890"), .tooLong(limit: 10), .line("ok"), .endOfInput])
        #expect(read("1234567890\r\n12345678901\r\nok", limit: 10)
                == [.line("1234567890"), .tooLong(limit: 10), .line("ok"), .endOfInput])
        // The last line, without a newline.
        #expect(read("ok\n12345678901", limit: 10) == [.line("ok"), .tooLong(limit: 10), .endOfInput])
        #expect(read("ok\n1234567890", limit: 10) == [.line("ok"), .line("1234567890"), .endOfInput])
        // Across many reads of the pipe, and twice in a row.
        let long = String(repeating: "x", count: 300_001)
        #expect(read(long + "\n" + long + "\nafter\n", limit: 300_000)
                == [.tooLong(limit: 300_000), .tooLong(limit: 300_000), .line("after"), .endOfInput])
        #expect(PlainLineReader(fileDescriptor: -1).maxLineBytes == 4 << 20)
    }

    /// 100 MB without a newline (`playground < /dev/zero`, or a binary piped in by mistake): reported as soon as the
    /// line passes the limit, skipped without keeping it, and the next line is read normally. Memory stays bounded:
    /// the buffer never holds more than the limit and one chunk.
    @Test func hundredMegabytesWithoutANewlineUseBoundedMemory() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        let readEnd = fds[0], writeEnd = fds[1]
        let total = 100 << 20
        let writer = Thread {
            blockBrokenPipeSignal()
            let zeros = [UInt8](repeating: 0, count: 64 * 1024)
            var written = 0
            while written < total {
                guard zeros.withUnsafeBytes({ writeAll(writeEnd, $0) }) else { break }
                written += zeros.count
            }
            _ = Array("\nafter\n".utf8).withUnsafeBytes { writeAll(writeEnd, $0) }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }

        let reader = PlainLineReader(fileDescriptor: readEnd)
        let limit = PlainLineReader.defaultMaxLineBytes
        var results: [ReadResult] = []
        while results.last != .endOfInput && results.count < 10 {
            results.append(reader.readLine(prompt: ""))
        }
        #expect(results == [.tooLong(limit: limit), .line("after"), .endOfInput])
        let bound = limit + 1 + PlainLineReader.chunkSize
        #expect(reader.peakBufferCount <= bound, "\(reader.peakBufferCount)")
        #expect(reader.peakBufferCapacity <= 2 * bound, "\(reader.peakBufferCapacity)")
    }

    /// `/dev/zero` itself: endless input that never has a newline. The first read reports the line as too long.
    @Test func devZeroIsReportedAsALineTooLong() {
        let fd = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        let reader = PlainLineReader(fileDescriptor: fd, maxLineBytes: 1 << 20)
        #expect(reader.readLine(prompt: "") == .tooLong(limit: 1 << 20))
        #expect(reader.peakBufferCount <= (1 << 20) + 1 + PlainLineReader.chunkSize)
    }
}
