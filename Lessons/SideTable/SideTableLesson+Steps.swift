import ConsoleViews
import Dispatch
import Events
import Foundation
import LessonKit
import TypeErasure

extension SideTableLesson {
    /// Every step runs with a side table of its own (see `Live.onTableOfItsOwn`).
    public func prepareStep(_ step: Step, number: Int) -> Step {
        live.onTableOfItsOwn(step, number: number)
    }

    // @step no-storage
    func noStorage(_ ctx: LessonContext) throws {
        // @snippet step-no-storage
        let cell = ManualOrderCell(reuseIdentifier: "order")
        cell.viewModel = OrderVM(order: Order(name: "Order", id: 7))
        print("the cell shows:", cell.render().joined(separator: "\n"))
        let stored = Mirror(reflecting: cell).children.compactMap(\.label)
        print("ManualOrderCell stores:", stored)
        // @end step-no-storage
    }

    // @step objc-in-swift-6
    func objcInSwift6(_ ctx: LessonContext) throws {
        // @snippet step-runtime-key
        let key = Unmanaged.passUnretained(RuntimeKey.shared).toOpaque()
        let again = Unmanaged.passUnretained(RuntimeKey.shared).toOpaque()
        print("the same key on every call:", key == again)
        // @end step-runtime-key
    }

    // @step association-key
    func associationKey(_ ctx: LessonContext) throws {
        // @snippet step-key
        let note = AssociationKey<String>("note")
        let anotherNote = AssociationKey<String>("note")
        print("two keys named \"note\" are one key:", note === anotherNote)
        // @end step-key
    }

    // @step side-table
    func sideTable(_ ctx: LessonContext) throws {
        // @snippet step-keys
        let table = SideTable()
        let alice = Owner("alice")
        let note = AssociationKey<String>("note")
        table[alice, note] = "likes tea"
        let read: String? = table[alice, note]
        print("alice's note:", read ?? "nil")
        // @end step-keys
    }

    // @step side-table-store
    func sideTableStore(_ ctx: LessonContext) throws {
        let table = SideTable()
        let alice = Owner("alice")
        let note = AssociationKey<String>("note")
        table[alice, note] = "likes tea"
        // @snippet step-store
        let anotherNote = AssociationKey<String>("note")
        print("another key named \"note\":", table[alice, anotherNote] ?? "nil")

        table[alice, note] = nil
        print("after setting nil:", table[alice, note] ?? "nil")
        print("owners in the table:", table.ownerCount.live)
        // @end step-store
    }

    // @step policies
    func policies(_ ctx: LessonContext) throws {
        // @snippet step-policies
        let table = SideTable()
        let alice = Owner("alice")
        let keeps = AssociationKey<Owner>("keeps")

        var bob: Owner? = Owner("bob")
        weak let bobProbe = bob
        table[alice, keeps] = bob
        bob = nil
        print("bob, retained by alice's entry, alive:", bobProbe != nil)
        print("alice keeps:", table[alice, keeps]?.name ?? "nil")
        // @end step-policies
    }

    // @step weak
    func weakPolicy(_ ctx: LessonContext) throws {
        // @snippet step-weak
        let table = SideTable()
        let alice = Owner("alice")
        let knows = AssociationKey<Owner>.weak("knows")
        var carol: Owner? = Owner("carol")
        weak let carolProbe = carol
        table[alice, knows] = carol
        carol = nil
        print("carol, held weakly, alive:", carolProbe != nil)
        print("alice knows:", table[alice, knows]?.name ?? "nil")
        // @end step-weak
    }

    // @step weak-objects
    func weakObjects(_ ctx: LessonContext) throws {
        // @snippet step-weak-objects
        let knows = AssociationKey<Owner>.weak("knows")
        let note = AssociationKey<String>("note")
        print("\(knows.name): \(knows.policy); \(note.name): \(note.policy)")
        // @end step-weak-objects
    }

    // @step address-reuse
    func addressReuse(_ ctx: LessonContext) throws {
        // @snippet step-reuse
        let naive = NaiveSideTable()
        let (address, second) = try reusedAddress { first in
            naive[first] = "first's secret"
        }
        let same = ObjectIdentifier(second) == address
        print("second has first's ObjectIdentifier:", same)
        print("NaiveSideTable tells second:", naive[second] ?? "nil")
        // @end step-reuse
    }

    // @step live-entry
    func liveEntry(_ ctx: LessonContext) throws {
        // @snippet step-live-entry
        let table = SideTable()
        let secret = AssociationKey<String>("secret")
        let (address, second) = try reusedAddress { first in
            table[first, secret] = "first's secret"
        }
        let same = ObjectIdentifier(second) == address
        print("second has first's ObjectIdentifier:", same)
        let deadBefore = table.ownerCount.dead
        print("SideTable tells second:", table[second, secret] ?? "nil")
        print("dead entries it threw out:", deadBefore - table.ownerCount.dead)
        // @end step-live-entry
    }

    // @step purging
    func purging(_ ctx: LessonContext) throws {
        // @snippet step-purge
        let table = SideTable()
        let keeps = AssociationKey<Owner>("keeps")
        var alice: Owner? = Owner("alice")
        var bob: Owner? = Owner("bob")
        var carol: Owner? = Owner("carol")
        weak let bobProbe = bob, carolProbe = carol
        let alive = { (bob: bobProbe != nil, carol: carolProbe != nil) }
        table[alice!, keeps] = bob
        table[bob!, keeps] = carol
        (alice, bob, carol) = (nil, nil, nil)
        print("alice gone; alive:", alive())
        print("purge() threw out \(table.purge()) dead owners")
        print("after it, alive:", alive())
        // @end step-purge
    }

    // @step sweep
    func sweep(_ ctx: LessonContext) throws {
        // @snippet step-sweep
        let table = SideTable()
        let note = AssociationKey<String>("note")
        let newcomer = Owner("newcomer")
        do {
            let owners = (1...64).map { Owner("owner \($0)") }
            for owner in owners { table[owner, note] = "hello" }
        }
        print("64 owners gone; entries:", table.ownerCount)
        table[newcomer, note] = "hello"
        print("one new entry later:", table.ownerCount)
        // @end step-sweep
    }

    // @step locking
    func locking(_ ctx: LessonContext) throws {
        // @snippet step-insert
        let table = SideTable()
        let alice = Owner("alice")
        let changed = AssociationKey<Event<Void>>("changed")

        let first = table.value(of: alice, for: changed, orInsert: Event())
        let again = table.value(of: alice, for: changed, orInsert: Event())
        print("the same event both times:", first === again)
        // @end step-insert
    }

    // @step threads
    func threads(_ ctx: LessonContext) throws {
        // @snippet step-threads
        let table = SideTable()
        let owners = (1...16).map { Owner("owner \($0)") }
        let keys = (1...8).map { AssociationKey<Int>("thread \($0)") }
        let wrongAnswers = Tally()

        DispatchQueue.concurrentPerform(iterations: 9) { thread in
            guard thread < keys.count else {
                for _ in 1...200 { table.purge() }
                return
            }
            let key = keys[thread]
            for round in 1...500 {
                let owner = owners[round % owners.count]
                table[owner, key] = round
                if table[owner, key] != round { wrongAnswers.add() }
                table[owner, key] = nil
                if table[owner, key] != nil { wrongAnswers.add() }
                table[Owner("short-lived"), key] = round
            }
        }

        table.purge()
        print("wrong answers:", wrongAnswers.count)
        print("owners left after a last purge():", table.ownerCount)
        // @end step-threads
    }
}

/// The object-as-key recipe for the real `objc_setAssociatedObject`: a `Sendable` class's
/// `static let` is a global Swift 6 accepts, and the object's address is the key.
// @snippet runtime-key
final class RuntimeKey: Sendable {
    static let shared = RuntimeKey()
}
// @end runtime-key

/// A counter threads can share, for step 14. `NSLock` for the same reason as the table's.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
