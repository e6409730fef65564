import CellKit
@testable import SideTable

/// A value object, so that a check can see with a weak probe when the table lets it go.
final class Photo {
    let caption: String
    init(_ caption: String) { self.caption = caption }
}

/// The checks' keys: a note, a photo, and a buddy, an owner kept alive by another owner's entry.
let noteKey = AssociationKey<String>("note")
let photoKey = AssociationKey<Photo>("photo")
let buddyKey = AssociationKey<Owner>("buddy")

func checks() -> [Check] {
    [
        Check("purge removes a dead owner's entry and lets go of its values") {
            let table = SideTable()
            var alice: Owner? = Owner("alice")
            var photo: Photo? = Photo("alice's photo")
            weak let probe = photo
            table[alice!, photoKey] = photo
            photo = nil
            alice = nil
            try expect(probe != nil, "alice's photo was let go before purge: the table should retain its values until it throws their entry out")
            table.purge()
            try expect(probe == nil, "alice died, and after purge her photo is still alive: remove the entries whose owner reads nil")
            try expectEqual(table.ownerCount, 0, "after purge, the table still has an entry for dead alice")
        },
        Check("purge leaves live owners and their values alone") {
            let table = SideTable()
            let alice = Owner("alice")
            var bob: Owner? = Owner("bob")
            table[alice, noteKey] = "likes tea"
            table[bob!, noteKey] = "likes coffee"
            bob = nil
            table.purge()
            try expectEqual(table[alice, noteKey], "likes tea", "alice is alive, and purge should have kept her note")
            try expectEqual(table.ownerCount, 1, "after purge, only alice's entry should be left")
        },
        Check("purge returns how many owners it removed") {
            let table = SideTable()
            let alive = [Owner("alice"), Owner("bob")]
            var dead: [Owner] = [Owner("carol"), Owner("dave"), Owner("erin")]
            for owner in alive + dead {
                table[owner, noteKey] = "note of \(owner.name)"
            }
            dead.removeAll()
            try expectEqual(table.purge(), 3, "three owners died and two live: purge should remove three owners and say so")
            try expectEqual(table.purge(), 0, "a second purge, with nobody else dead, should remove nothing")
            withExtendedLifetime(alive) {}
        },
        Check("purge goes round again: an owner kept alive only by a dead owner's value goes too") {
            let table = SideTable()
            var alice: Owner? = Owner("alice")
            var bob: Owner? = Owner("bob")
            var carol: Owner? = Owner("carol")
            var photo: Photo? = Photo("carol's photo")
            weak let probe = photo
            table[alice!, buddyKey] = bob
            table[bob!, buddyKey] = carol
            table[carol!, photoKey] = photo
            photo = nil
            carol = nil
            bob = nil
            alice = nil
            let purged = table.purge()
            try expectEqual(purged, 3, "alice's dead entry held bob, bob's held carol: releasing alice's entry lets bob die, and his carol; purge should go round until no dead owner is left")
            try expect(probe == nil, "carol's photo is still alive after purge: keep purging while a pass finds dead owners, and keep nothing that holds the removed entries from one pass to the next")
            try expectEqual(table.ownerCount, 0, "after purge, entries of dead owners are still in the table")
        },
        Check("purging an empty table, or one whose owners all live, removes nothing") {
            let table = SideTable()
            try expectEqual(table.purge(), 0, "an empty table has no dead owner, yet purge says it removed some")
            let alice = Owner("alice")
            let bob = Owner("bob")
            table[alice, buddyKey] = bob
            table[bob, noteKey] = "likes coffee"
            try expectEqual(table.purge(), 0, "alice and bob are alive: purge should remove nobody")
            try expectEqual(table.ownerCount, 2, "purge removed a live owner's entry")
            try expect(table[alice, buddyKey] === bob && table[bob, noteKey] == "likes coffee", "purge changed the values of live owners")
            table[alice, buddyKey] = nil
            try expectEqual(table.ownerCount, 1, "setting alice's only value to nil should remove her entry")
        },
        Check("owners that hold each other through the table are alive, and purge leaves them") {
            let table = SideTable()
            var alice: Owner? = Owner("alice")
            var bob: Owner? = Owner("bob")
            weak let probe = alice
            table[alice!, buddyKey] = bob
            table[bob!, buddyKey] = alice
            alice = nil
            bob = nil
            try expectEqual(table.purge(), 0, "alice's entry holds bob and bob's holds alice: both are alive, so purge has nobody to remove")
            try expect(probe != nil, "alice is held by bob's entry, yet she died")
        },
        Check("a dead owner's entry found at a newcomer's address is already gone: purge does not count it") {
            let table = SideTable()
            var photo: Photo? = Photo("the first owner's photo")
            weak let probe = photo
            guard let (_, newcomer) = ownerAtFreedAddress(setUp: { first in table[first, photoKey] = photo! }) else {
                try fail("the check could not get a new object at a freed address (the allocator chose otherwise); run check again")
            }
            photo = nil
            try expectEqual(table[newcomer, photoKey] === nil, true, "a new owner at a dead owner's address read the dead owner's photo")
            try expect(probe == nil && table.ownerCount == 0, "the newcomer's read found the dead owner's entry and left it in the table: keep throwing it out on the spot, as liveEntry did")
            try expectEqual(table.purge(), 0, "the dead owner's entry was thrown out when the newcomer's read found it, so purge has nobody left to count")
        },
        exploredPurge(),
    ]
}

/// One step of an explored sequence: what the test does with four owners it made at the start.
/// (No owner is made later: a new one might be born at a dead one's address, which is
/// exercise 1's business, not purge's.)
enum Step {
    case note(String)
    /// `owner`'s buddy, retained by the table, becomes `buddy`, or nil.
    case buddy(String, String?)
    /// The test lets go of `owner`: it dies unless an entry holds it.
    case release(String)
    case purge

    var words: String {
        switch self {
        case .note(let owner): "give \(owner) a note"
        case .buddy(let owner, let buddy?): "make \(buddy) \(owner)'s buddy"
        case .buddy(let owner, nil): "set \(owner)'s buddy to nil"
        case .release(let owner): "let go of \(owner)"
        case .purge: "purge"
        }
    }
}

let ownerNames = ["alice", "bob", "carol", "dave"]

/// What the contract says: an entry keeps its values alive until it is removed; an owner is alive
/// while the test or an entry holds it; purge removes the entries of dead owners, again and again
/// while that lets more owners die, and counts them all.
struct TableModel {
    var held = Set(ownerNames)
    /// Each owner's values, for the owners with an entry: its note, its buddy.
    var entries: [String: (note: Bool, buddy: String?)] = [:]

    var alive: Set<String> { held.union(entries.values.compactMap(\.buddy)) }

    mutating func set(_ owner: String, note: Bool, buddy: String?) {
        entries[owner] = note || buddy != nil ? (note, buddy) : nil
    }

    mutating func purge() -> Int {
        var purged = 0
        while case let dead = entries.keys.filter({ !alive.contains($0) }), !dead.isEmpty {
            for owner in dead { entries[owner] = nil }
            purged += dead.count
        }
        return purged
    }
}

func exploredPurge() -> Check {
    Check("whoever holds whom, purge removes exactly the dead owners, counts them, and lets go of their values") {
        try explore(length: 1...14, operation: { random in
            switch random.int(in: 0...9) {
            case 0...1: return Step.note(random.pick(ownerNames))
            case 2...4: return .buddy(random.pick(ownerNames), random.chance(20) ? nil : random.pick(ownerNames))
            case 5...7: return .release(random.pick(ownerNames))
            default: return .purge
            }
        }, describe: \.words) { steps in
            let table = SideTable()
            var model = TableModel()
            var owners = Dictionary(uniqueKeysWithValues: ownerNames.map { ($0, Owner($0)) })
            let probes = owners.mapValues { owner in { [weak owner] in owner } }
            for step in steps {
                switch step {
                case .note(let name):
                    guard let owner = owners[name] else { continue }
                    table[owner, noteKey] = "note of \(name)"
                    model.set(name, note: true, buddy: model.entries[name]?.buddy)
                case .buddy(let name, let buddy):
                    guard let owner = owners[name], buddy.map({ owners[$0] != nil }) ?? true else { continue }
                    table[owner, buddyKey] = buddy.flatMap { owners[$0] }
                    model.set(name, note: model.entries[name]?.note ?? false, buddy: buddy)
                case .release(let name):
                    owners[name] = nil
                    model.held.remove(name)
                case .purge:
                    try expectEqual(table.purge(), model.purge(), "purge should return how many owners it removed, counting every pass")
                    try expectEqual(table.ownerCount, model.entries.count, "after purge, the table should keep exactly the entries of live owners")
                }
                let living = Set(ownerNames.filter { probes[$0]!() != nil })
                try expectEqual(living.sorted(), model.alive.sorted(), "these owners should be alive now: those the test holds, and those an entry still in the table holds")
                for (name, owner) in owners {
                    try expectEqual(table[owner, noteKey], model.entries[name]?.note == true ? "note of \(name)" : nil, "\(name)'s note should read back as it was stored")
                }
            }
        }
    }
}
