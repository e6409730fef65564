import Testing
@testable import PropertyWrappers

@Suite struct WrapperBasicsTests {
    // MARK: Trimmed

    @Test(arguments: [("  Ann Lee ", "Ann Lee"), ("\n\tOmsk\n", "Omsk"), ("", ""), ("   ", ""), ("a b", "a b")])
    func trimmedTrimsInitialAndLaterValues(raw: String, trimmed: String) {
        var customer = Customer(name: raw, city: "x")
        #expect(customer.name == trimmed, "the initial value goes through the wrapper too")
        customer.city = raw
        #expect(customer.city == trimmed)
    }

    @Test func synthesizedStorageIsUnderscoredAndOfTheWrappersType() {
        let customer = Customer(name: " Ann ", city: "Omsk")
        #expect(storedProperties(of: customer) == ["_name: Trimmed", "_city: Trimmed"])
        #expect(customer.nameStorage() == "_name holds Trimmed(text: \"Ann\")")
    }

    // MARK: Clamped

    @Test(arguments: [(42, 10), (-5, 0), (0, 0), (10, 10), (7, 7)])
    func clampedKeepsVolumeInRange(written: Int, read: Int) {
        var settings = PlayerSettings()
        settings.volume = written
        #expect(settings.volume == read)
    }

    @Test func clampedClampsTheInitialValueAndCompoundAssignments() {
        var settings = PlayerSettings()
        #expect(settings.volume == 5)
        #expect(settings.speed == 2.0, "3.0 is out of 0.5...2.0 from the start")
        settings.volume += 100
        #expect(settings.volume == 10)
        settings.volume -= 20
        #expect(settings.volume == 0)
    }

    @Test func clampedIsCalledWithTheWrappedValueFirst() {
        let direct = Clamped(wrappedValue: 12, 0...10)
        #expect(direct.wrappedValue == 10)
        #expect(direct.projectedValue == 0...10)
    }

    @Test func projectionIsComputedNotStored() {
        let settings = PlayerSettings()
        #expect(settings.$volume == 0...10)
        #expect(settings.$speed == 0.5...2.0)
        #expect(storedProperties(of: settings) == ["_volume: Clamped<Int>", "_speed: Clamped<Double>"])
        #expect(settings.describeVolume() == "volume 5 of 0...10, kept in a Clamped<Int>")
    }

    @Test(arguments: [(5, 1...3, 3), (-1, 1...3, 1), (2, 1...3, 2)])
    func comparableClamped(value: Int, range: ClosedRange<Int>, expected: Int) {
        #expect(value.clamped(to: range) == expected)
    }
}
