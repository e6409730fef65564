import Foundation
import PlaygroundKit
import Testing

/// `inspect` shows no memory addresses: each is numbered in the order it first appears, so a
/// script that inspects prints the same bytes on every run.
@Suite struct InspectorAddressTests {
    final class Guarded {
        private let lock = NSLock()
        private var value = 0
        let me: ObjectIdentifier
        let sameAgain: ObjectIdentifier
        let path: KeyPath<Guarded, Int> = \.computed
        var computed: Int { value }

        init(other: AnyObject) {
            me = ObjectIdentifier(other)
            sameAgain = ObjectIdentifier(other)
        }
    }

    @Test func twoObjectsAtDifferentAddressesDumpTheSame() {
        let first = Inspector.dump(Guarded(other: NSObject()))
        let keep = (0..<100).map { _ in NSObject() } // somewhere else in memory
        let second = Inspector.dump(Guarded(other: keep[50]))
        #expect(first == second)
        #expect(!first.contains("0x"), "\(first)")
    }

    @Test func anAddressKeepsItsNumberWithinOneDump() {
        let text = Inspector.dump(Guarded(other: NSObject()))
        let identifiers = text.split(separator: "\n").filter { $0.contains("ObjectIdentifier(") }
        #expect(identifiers.count == 2)
        // `me` and `sameAgain` are one object: one number for both.
        #expect(Set(identifiers.map { $0.split(separator: ":", maxSplits: 1).last! }).count == 1)
        #expect(text.contains("<address 1>"))
    }

    @Test func numbersFollowFirstAppearanceAndIgnoreLeadingZeros() {
        let dump = Inspector.dump([
            "a": "0x000055c5e4f5dbe0", "b": "0x55c5e4f5dbe0", "c": "0x00007f0012345678", "d": "0xff",
        ])
        #expect(dump == """
            [
              "a": "<address 1>",
              "b": "<address 1>",
              "c": "<address 2>",
              "d": "0xff"
            ]
            """)
    }
}
