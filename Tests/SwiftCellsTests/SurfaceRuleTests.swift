import Foundation
import PlaygroundKit
@testable import SwiftCells
import Testing

/// Surface rules read the symbol graph `swift-symbolgraph-extract` writes (the shape below is
/// what it wrote for a class with these members); the real extractor runs on input-output 1's
/// files in ExerciseAuditTests.
@Suite struct SurfaceRuleTests {
    static let graph = """
        {"symbols": [
          {"kind": {"identifier": "swift.class"}, "pathComponents": ["VM"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "final class VM"}]},
          {"kind": {"identifier": "swift.property"}, "pathComponents": ["VM", "a"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "var "}, {"spelling": "a"}, {"spelling": ": Int"}]},
          {"kind": {"identifier": "swift.property"}, "pathComponents": ["VM", "b"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "var b: Int { get }"}]},
          {"kind": {"identifier": "swift.property"}, "pathComponents": ["VM", "relay"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "let relay: PublishRelay<String>"}]},
          {"kind": {"identifier": "swift.property"}, "pathComponents": ["VM", "Inner", "x"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "var x: Int"}]},
          {"kind": {"identifier": "swift.method"}, "pathComponents": ["Other", "send()"], "accessLevel": "internal",
           "declarationFragments": [{"spelling": "func send(_ relay: PublishRelay<String>)"}]}
        ]}
        """

    static var symbols: [SymbolGraph.Symbol] {
        get throws { try JSONDecoder().decode(SymbolGraph.self, from: Data(graph.utf8)).symbols }
    }

    static func rule(forbid: [String] = [], settable: Bool = true, type: String = "VM") -> SurfaceRule {
        SurfaceRule(name: "n", type: type, forbid: forbid, settable: settable, otherwise: "shows \\(declaration)")
    }

    @Test func aForbiddenWordInAMembersDeclarationBreaksTheRule() throws {
        #expect(SwiftRunner.breaking(Self.rule(forbid: ["Relay<"]), try Self.symbols)?.declaration == "let relay: PublishRelay<String>")
    }

    @Test func aSettablePropertyBreaksARuleThatSaysNo() throws {
        // `a` can be set; `b` (private(set), `{ get }`) and the nested type's `x` are not the type's own.
        #expect(SwiftRunner.breaking(Self.rule(settable: false), try Self.symbols)?.declaration == "var a: Int")
    }

    @Test func aRuleForSomeMembersReadsOnlyThem() throws {
        var rule = Self.rule(settable: false)
        rule.members = ["b", "relay"]
        #expect(SwiftRunner.breaking(rule, try Self.symbols) == nil)
        rule.members = ["a"]
        #expect(SwiftRunner.breaking(rule, try Self.symbols)?.declaration == "var a: Int")
    }

    @Test func onlyTheRulesTypeIsRead() throws {
        #expect(SwiftRunner.breaking(Self.rule(forbid: ["func send"], settable: false, type: "Nobody"), try Self.symbols) == nil)
        #expect(SwiftRunner.breaking(Self.rule(forbid: ["Double"]), try Self.symbols) == nil)
    }

    @Test func theExtractorGetsOnlyTheFlagsItTakes() {
        let flags = ["-I", "/m", "-Xcc", "-fmodule-map-file=/x", "-module-cache-path", "/c", "-F", "/f"]
        #expect(SwiftRunner.symbolGraphFlags(flags) == flags)
        #expect(SwiftRunner.symbolGraphExtractor(besides: "/opt/swift/usr/bin/swiftc") == "/opt/swift/usr/bin/swift-symbolgraph-extract")
    }
}
