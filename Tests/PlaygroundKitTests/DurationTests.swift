import Foundation
@testable import PlaygroundKit
import Testing

/// `Duration` as the shell reads and prints it (`advance 1.5s`).
@Suite struct DurationTests {
    @Test(arguments: [("500ms", 500), ("1s", 1000), ("1.5s", 1500), ("2m", 120_000), ("3", 3000), ("0s", 0)])
    func parses(_ text: String, _ milliseconds: Int64) {
        #expect(Duration(playgroundText: text) == .milliseconds(milliseconds))
    }

    @Test(arguments: ["", "soon", "-1s", "1h", "ms", "nan", "1e30s", "inf"])
    func rejects(_ text: String) {
        #expect(Duration(playgroundText: text) == nil)
    }

    @Test func formats() {
        #expect(Duration.milliseconds(500).playgroundFormatted == "500ms")
        #expect(Duration.seconds(1).playgroundFormatted == "1s")
        #expect(Duration.milliseconds(1500).playgroundFormatted == "1.5s")
        #expect(Duration.seconds(120).playgroundFormatted == "2m")
        #expect(Duration.zero.playgroundFormatted == "0s")
    }
}
