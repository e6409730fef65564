import Foundation
import Testing

/// The REPL conformance set (``ReplCase``) through the real `playground`: every sequence typed as
/// `swift` cells into one session of the di lesson, each answer as the set says. Then what a
/// learner must never see: the generated file or the modules cells are compiled as.
@Suite struct ReplConformanceTests {
    /// One run of every case, shared by the tests below (one session: a few seconds, not one per case).
    static let ran: Result<(cases: [ReplCase], answers: [String], output: String), any Error> = Result {
        let session = try LiveCellSession()
        defer { session.remove() }
        let cells = ReplCase.all.flatMap { $0.cells.map { "swift " + $0.code } }
        let ran = try session.run(["open di"] + cells)
        return (ReplCase.all, Array(ran.answers.dropFirst()), ran.output)
    }

    /// `res12` written `res#`, the answer's trailing newline dropped.
    static func normalized(_ answer: String) -> String {
        var text = answer
        while text.hasSuffix("\n") { text.removeLast() }
        return text.replacing(/res\d+/, with: "res#")
    }

    @Test(arguments: ReplCase.all)
    func theCellsBehaveAsInSwiftRepl(_ replCase: ReplCase) throws {
        let ran = try Self.ran.get()
        let start = ReplCase.all.prefix { $0.name != replCase.name }.reduce(0) { $0 + $1.cells.count }
        #expect(ran.answers.count == ran.cases.reduce(0) { $0 + $1.cells.count }, "answers missing:\n\(ran.output.suffix(3000))")
        for (offset, cell) in replCase.cells.enumerated() {
            let index = start + offset
            guard index < ran.answers.count else { Issue.record("no answer for '\(cell.code)'"); continue }
            let answer = Self.normalized(ran.answers[index])
            switch cell.expected {
            case .answer(let expected): #expect(answer == expected, "'\(cell.code)'")
            case .says(let expected): #expect(answer.contains(expected), "'\(cell.code)': \(answer)")
            }
        }
    }

    @Test func noAnswerNamesTheMachinery() throws {
        let ran = try Self.ran.get()
        for word in ["main.swift", "module 'Cell", "Cell1.", "_Cell", "cell1_main"] {
            #expect(!ran.output.contains(word), "the shell said '\(word)':\n\(ran.output)")
        }
    }

    @Test func theSetIsLargeEnoughToMeanSomething() {
        #expect(ReplCase.all.count >= 40)
        #expect(ReplCase.all.reduce(0) { $0 + $1.cells.count } >= 120)
    }
}
