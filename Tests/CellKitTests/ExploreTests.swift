import CellKit
import PlaygroundKit
import PropertyBased
import Testing

/// The checks' explorer (`explore` in CellKit), tested with swift-property-based: the planted
/// faults, the seeds and the ranges are generated, and what must hold for all of them is stated.
@Suite struct ExploreTests {
    /// A sequence of steps; the planted fault: `count` "x" steps in one sequence.
    enum Step: Equatable {
        case x, y(Int)
        var words: String {
            switch self {
            case .x: "x"
            case .y(let n): "y \(n)"
            }
        }
    }

    static func message(seed: UInt64, fault: Int) -> String? {
        do {
            try explore(seed: seed, runs: 200, length: 1...12,
                        operation: { random in random.chance(30) ? Step.x : .y(random.int(in: 1...9)) },
                        describe: \.words,
                        simpler: { step in if case .y(let n) = step, n > 1 { return [.y(1)] } else { return [] } }) { steps in
                let count = steps.filter { $0 == .x }.count
                try expect(count < fault, "\(count) x steps")
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aFaultIsShrunkToTheShortestSequenceThatShowsIt() async {
        await propertyCheck(count: 40, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...3)) { seed, fault in
            // With 200 runs of up to 12 steps, 30 % of them x, a fault of 1 to 3 x steps is found.
            let message = Self.message(seed: seed, fault: fault)
            let steps = Array(repeating: "x", count: fault).joined(separator: "; ")
            #expect(message == "\(fault) x steps (after: \(steps))")
        }
    }

    @Test func theSameSeedFindsTheSameFailure() async {
        await propertyCheck(count: 20, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            #expect(Self.message(seed: seed, fault: 2) == Self.message(seed: seed, fault: 2))
        }
    }

    @Test func aPropertyThatHoldsPasses() async {
        await propertyCheck(count: 20, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            #expect(Self.message(seed: seed, fault: 100) == nil)
        }
    }

    @Test func stepsAreSimplifiedToo() throws {
        // Fails on any y step: the shortest is one y, simplified to its simplest form.
        var found: String?
        do {
            try explore(seed: 7, operation: { random in Step.y(random.int(in: 1...9)) }, describe: \.words,
                        simpler: { step in if case .y(let n) = step, n > 1 { return [.y(1)] } else { return [] } }) { steps in
                try expect(steps.isEmpty, "a y step")
            }
        } catch {
            found = "\(error)"
        }
        #expect(found == "a y step (after: y 1)")
    }

    @Test func randomNumbersStayInTheirRange() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: -1000...1000), Gen.int(in: 0...1000)) { seed, low, width in
            var random = ExploreRandom(seed: seed)
            for _ in 0..<20 {
                #expect((low...(low + width)).contains(random.int(in: low...(low + width))))
            }
        }
    }

    @Test func aFailureWithNoStepsSaysSo() throws {
        var found: String?
        do {
            try explore(operation: { _ in Step.x }, describe: \.words) { _ in try fail("broken from the start") }
        } catch {
            found = "\(error)"
        }
        #expect(found == "broken from the start (after: nothing)")
        #expect(CheckText.translate(try #require(found), with: [:], language: .id) == "broken from the start (setelah: tidak ada)")
    }

    @Test func aLongerTemplateWinsOverItsOwnBeginning() {
        let table = ["subscribe \\(who), whose handler unsubscribes \\(other)": "A \\(who) \\(other)",
                     "subscribe \\(who), whose handler unsubscribes \\(other) and subscribes them again": "B \\(who) \\(other)"]
        #expect(CheckText.translate("x (after: subscribe ann, whose handler unsubscribes bob and subscribes them again)", with: table, language: .ru)
            == "x (после: B ann bob)")
        #expect(CheckText.translate("x (after: subscribe ann, whose handler unsubscribes bob)", with: table, language: .ru) == "x (после: A ann bob)")
    }

    @Test func theSequenceIsTranslatedStepByStep() {
        let table = ["subscribe \\(who)": "подписать \\(who)", "raise": "вызвать событие", "bob was called": "bob был вызван"]
        let printed = "bob was called (expected 1, got 2) (after: subscribe ann; raise)"
        #expect(CheckText.translate(printed, with: table, language: .ru) == "bob был вызван (ожидалось 1, получено 2) (после: подписать ann; вызвать событие)")
    }
}
