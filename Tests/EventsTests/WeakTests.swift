import Testing
@testable import Events

@Suite struct WeakTests {
    final class Object {}

    @Test func boxesOfOneObjectAreEqualAndHashAlike() {
        let object = Object()
        let first = Weak(object)
        let second = Weak(object)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first.value === object)
        #expect(first.isAlive)
    }

    @Test func boxesOfDifferentObjectsDiffer() {
        let one = Object(), other = Object()
        #expect(Weak(one) != Weak(other))
        #expect(Set([Weak(one), Weak(other)]).count == 2)
    }

    @Test func boxDoesNotKeepItsObjectAlive() {
        var object: Object? = Object()
        let box = Weak(object!)
        weak let probe = object
        object = nil
        #expect(probe == nil)
        #expect(box.value == nil)
        #expect(!box.isAlive)
    }

    @Test func identityAndHashSurviveDeath() {
        var object: Object? = Object()
        let box = Weak(object!)
        let twin = Weak(object!)
        let hashBefore = box.hashValue
        object = nil
        #expect(box.hashValue == hashBefore)
        #expect(box == twin, "two dead boxes of one object stay equal")
    }

    @Test func deadKeyIsStillFoundAndRemovable() {
        var object: Object? = Object()
        let box = Weak(object!)
        var dictionary: [Weak<Object>: String] = [box: "note"]
        var set: Set<Weak<Object>> = [box]
        object = nil
        #expect(dictionary[box] == "note")
        #expect(set.contains(box))
        dictionary[box] = nil
        set.remove(box)
        #expect(dictionary.isEmpty)
        #expect(set.isEmpty)
    }

    @Test func boxIsSendableWhenItsObjectIs() {
        func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(requireSendable(Weak<Tally>.self))
    }
}
