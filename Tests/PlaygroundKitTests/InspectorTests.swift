import Foundation
@testable import PlaygroundKit
import Testing

/// `Inspector.dump`: what `inspect` prints, private stored properties included.
@Suite struct InspectorTests {
    @Test func inspectorShowsPrivateStoredProperties() {
        final class Box {
            private var secret = 42
            private let names = ["a"]
        }
        let dump = Inspector.dump(Box())
        #expect(dump.contains("secret: 42"))
        #expect(dump.contains("\"a\""))
    }
}
