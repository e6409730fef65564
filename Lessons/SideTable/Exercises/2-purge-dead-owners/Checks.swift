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
    ]
}
