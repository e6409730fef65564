import Foundation
import Testing

/// What a cell's messages tell a learner coming from Xcode, a playground or `swift repl`, through
/// the real `playground`: the lesson's names win over the SDK's, and a refusal says what to do.
@Suite struct CellAdviceTests {
    @Test func theArticlesObservableIsTheLessonsWrapperNotApplesMacro() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open property-wrappers", "swift struct Screen { @Observable var orders = [1, 2] }", "swift Screen().orders.count",
            "swift @Observable final class Model { var n = 0 }",
        ])
        #expect(ran[1] == "(no output)\n", "\(ran.output)")
        #expect(ran[2] == "res2: Int = 2\n", "\(ran.output)")
        #expect(ran[3].contains("note: here '@Observable' is the lesson's property wrapper, as in the article; for Apple's macro write 'import Observation'"), "\(ran.output)")
        #expect(ran[3].components(separatedBy: "note:").count == 2, "said once: \(ran[3])")
    }

    @Test func appleOnlyModulesSayWhatTheLessonsUseInstead() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open combine-mvvm", "swift import Combine", "swift import UIKit", "swift import SwiftUI", "lang ru", "swift import Combine"])
        #expect(ran[1].contains("error: no such module 'Combine'"), "\(ran.output)")
        #expect(ran[1].contains("note: the lessons use OpenCombine, Combine's open-source twin"), "\(ran.output)")
        for index in [2, 3] {
            #expect(ran[index].contains("note: a cell runs in no app, so there is no screen for UIKit or SwiftUI"), "\(ran.output)")
        }
        #expect(ran[5].contains("note: в уроках используется OpenCombine"), "\(ran.output)")
    }

    @Test func exitAndUncaughtErrorsAreNoCrash() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "swift enum Nope: Error { case never }", "swift func fail() throws -> Int { throw Nope.never }",
            "swift let before = try fail()", "swift exit(3)", "swift 1 + 1",
        ])
        #expect(ran[3].contains("error thrown: Nope.never\n"), "\(ran.output)")
        #expect(ran[3].contains("cell 3 threw an error that nothing caught, so it was not kept"), "\(ran.output)")
        #expect(!ran[3].contains("crash"), "\(ran.output)")
        #expect(ran[4].contains("cell 3 called exit(3), which ends the program, so it was not kept"), "\(ran.output)")
        #expect(ran[5] == "res3: Int = 2\n", "the shell goes on: \(ran.output)")
    }
}
