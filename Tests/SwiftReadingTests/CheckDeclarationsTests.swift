import Foundation
import Testing
@testable import SwiftReading

/// Each `Check("name") { ... }` of an exercise's checks, read with its code.
@Suite struct CheckDeclarationsTests {
    @Test func readsEachChecksNameAndDedentedBody() {
        let source = #"""
            import CellKit

            func checks() -> [Check] {
                [
                    Check("the first \"quoted\" one") {
                        let x = 1
                        // a comment stays
                        try expect(x == 1, "x is 1")
                    },
                    Check("a second", {
                        try fail("no")
                    }),
                    Check("made \(1) at run time") { try fail("left out") },
                ]
            }
            """#
        let found = CheckDeclarations.read(source)
        #expect(found.map(\.name) == [#"the first "quoted" one"#, "a second"])
        #expect(found.first?.code == "let x = 1\n// a comment stays\ntry expect(x == 1, \"x is 1\")")
        #expect(found.last?.code == "try fail(\"no\")")
    }

    /// Every check the lessons' exercises declare is found, in order, with code.
    @Test func everyExerciseCheckIsFound() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons")
        let files = try #require(FileManager.default.enumerator(atPath: lessons.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix("/Checks.swift") }
        #expect(files.count >= 20, "\(files)")
        for file in files {
            let source = try String(contentsOf: lessons.appendingPathComponent(file), encoding: .utf8)
            let written = source.components(separatedBy: "Check(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            let found = CheckDeclarations.read(source)
            #expect(found.map(\.name) == written, "\(file)")
            #expect(found.allSatisfy { !$0.code.isEmpty }, "\(file)")
        }
    }
}
