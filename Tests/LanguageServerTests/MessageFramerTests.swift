import Testing
@testable import LanguageServer

/// The Content-Length framing, fed as a pipe would feed it: whole, in pieces, several at once, and
/// wrong in every way a broken server could send.
@Suite struct MessageFramerTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func frame(_ body: String) -> [UInt8] { MessageFramer.frame(bytes(body)) }

    @Test func aWholeFrameGivesItsBodyThenNothing() throws {
        var framer = MessageFramer()
        framer.append(Self.frame(#"{"id":1}"#))
        #expect(try framer.next() == Self.bytes(#"{"id":1}"#))
        #expect(try framer.next() == nil)
        #expect(framer.bufferedBytes == 0)
    }

    @Test func aFrameSplitAtEveryByteComesOutOnceWhole() throws {
        let body = #"{"jsonrpc":"2.0","method":"x","params":{"text":"héllo"}}"#
        let frame = Self.frame(body)
        for cut in 1..<frame.count {
            var framer = MessageFramer()
            framer.append(frame[..<cut])
            #expect(try framer.next() == nil, "a body came out of the first \(cut) bytes")
            framer.append(frame[cut...])
            #expect(try framer.next() == Self.bytes(body), "cut at \(cut)")
            #expect(try framer.next() == nil)
        }
    }

    @Test func twoFramesInOneReadComeOutInOrder() throws {
        var framer = MessageFramer()
        framer.append(Self.frame("first") + Self.frame("second") + Self.bytes("Content-Len"))
        #expect(try framer.next() == Self.bytes("first"))
        #expect(try framer.next() == Self.bytes("second"))
        #expect(try framer.next() == nil)
        framer.append(Self.bytes("gth: 5\r\n\r\nthird"))
        #expect(try framer.next() == Self.bytes("third"))
    }

    @Test func otherHeadersAnyCaseAndAnEmptyBodyAreFine() throws {
        var framer = MessageFramer()
        framer.append(Self.bytes("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2 \r\n\r\n{}"))
        framer.append(Self.bytes("Content-Length: 0\r\n\r\n"))
        #expect(try framer.next() == Self.bytes("{}"))
        #expect(try framer.next() == [])
    }

    @Test(arguments: [
        ("Hello\r\n\r\n", MessageFramer.FramingError.malformedHeader("Hello")),
        ("Content-Type: x\r\n\r\n{}", .missingContentLength),
        ("\r\n\r\n", .missingContentLength),
        ("Content-Length: -5\r\n\r\n", .invalidContentLength("-5")),
        ("Content-Length: 12abc\r\n\r\n", .invalidContentLength("12abc")),
        ("Content-Length: \r\n\r\n", .invalidContentLength("")),
        ("Content-Length: 99999999999999999999999\r\n\r\n", .invalidContentLength("99999999999999999999999")),
        ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", .invalidContentLength("2 and 3")),
        ("Content-Length: 2\nX: y\r\n\r\n{}", .malformedHeader("Content-Length: 2\nX: y")),
        ("Content-Length: 999999999\r\n\r\n", .bodyTooLarge(999_999_999)),
    ])
    func badHeadersAreErrorsNotCrashes(_ input: String, _ expected: MessageFramer.FramingError) {
        var framer = MessageFramer()
        framer.append(Self.bytes(input))
        #expect(throws: expected) { try framer.next() }
    }

    @Test func aHeaderThatNeverEndsIsRefusedWithoutWaitingForever() throws {
        var framer = MessageFramer()
        framer.append(Self.bytes("X-Padding: "))
        framer.append([UInt8](repeating: UInt8(ascii: "a"), count: MessageFramer.maxHeaderBytes - 100))
        #expect(try framer.next() == nil)
        framer.append([UInt8](repeating: UInt8(ascii: "a"), count: 200))
        #expect(throws: MessageFramer.FramingError.headerTooLong) { try framer.next() }
    }

    @Test func aHugeLengthIsRefusedBeforeAnyBodyIsRead() {
        var framer = MessageFramer(maxBodyBytes: 1024)
        framer.append(Self.bytes("Content-Length: 1025\r\n\r\n"))
        #expect(throws: MessageFramer.FramingError.bodyTooLarge(1025)) { try framer.next() }
    }

    @Test func nonASCIIInAHeaderIsMalformed() {
        var framer = MessageFramer()
        framer.append(Self.bytes("Content-Léngth: 2\r\n\r\n{}"))
        #expect(throws: MessageFramer.FramingError.malformedHeader("Content-Léngth: 2")) { try framer.next() }
    }

    @Test func manyFramesThroughOneFramerKeepItsBufferSmall() throws {
        var framer = MessageFramer()
        let body = String(repeating: "x", count: 1000)
        for _ in 0..<500 {
            framer.append(Self.frame(body))
            #expect(try framer.next()?.count == 1000)
        }
        #expect(framer.bufferedBytes == 0)
    }
}
