import CellKit
@testable import SideTable

/// A value object, so that a check can see with a weak probe when the table lets it go.
final class Photo {
    let caption: String
    init(_ caption: String) { self.caption = caption }
}

/// The checks' keys: a note, and a second key for an owner with more than one value.
let noteKey = AssociationKey<String>("note")
let photoKey = AssociationKey<Photo>("photo")

/// A new owner born at the address of one that `setUp` gave values to and that has since died.
func newcomer(_ setUp: (Owner) -> Void) throws -> Owner {
    guard let (_, owner) = ownerAtFreedAddress(setUp: setUp) else {
        try fail("the check could not get a new object at a freed address (the allocator chose otherwise); run check again")
    }
    return owner
}

func checks() -> [Check] {
    [
        Check("a value stored for an owner reads back for that owner, and only for it") {
            let table = SideTable()
            let alice = Owner("alice")
            let bob = Owner("bob")
            table[alice, noteKey] = "likes tea"
            try expectEqual(table[alice, noteKey], "likes tea", "alice's note should read back as it was stored")
            try expectEqual(table[bob, noteKey], nil, "bob has no note, yet read one")
            table[alice, noteKey] = nil
            try expectEqual(table.ownerCount, 0, "setting alice's only value to nil should remove her entry")
        },
        Check("a new owner at a dead owner's address reads nothing") {
            let table = SideTable()
            let owner = try newcomer { first in table[first, noteKey] = "the first owner's secret" }
            let note = table[owner, noteKey]
            try expect(note == nil, "a new object, born at the address of a dead one, read the dead one's note \"\(note ?? "")\": before returning an entry, make sure its weak owner is the very object asked about (===)")
        },
        Check("a new owner at a dead owner's address can store and read its own value") {
            let table = SideTable()
            let owner = try newcomer { first in table[first, noteKey] = "the first owner's secret" }
            table[owner, noteKey] = "mine"
            let note = table[owner, noteKey]
            try expect(note == "mine", "the newcomer stored \"mine\" and read back \(note.map { "\"\($0)\"" } ?? "nil"): the setter went on with the dead owner's entry, whose weak owner reads nil; start a new entry for the newcomer instead")
        },
        Check("a new owner at a dead owner's address does not inherit the dead owner's other values") {
            let table = SideTable()
            let photo = Photo("the first owner's photo")
            let owner = try newcomer { first in
                table[first, noteKey] = "the first owner's secret"
                table[first, photoKey] = photo
            }
            table[owner, noteKey] = "mine"
            let inherited = table[owner, photoKey]
            try expect(inherited == nil, "the newcomer set only a note, and got the dead owner's photo \"\(inherited?.caption ?? "")\" with it: a dead owner's entry is thrown out whole, not taken over")
        },
        Check("once the table finds a dead owner in a slot, it lets go of that owner's values") {
            let table = SideTable()
            var photo: Photo? = Photo("the first owner's photo")
            weak let probe = photo
            let owner = try newcomer { first in table[first, photoKey] = photo! }
            photo = nil
            try expect(probe != nil, "the photo was let go before anything read the table: keep retaining the values you store")
            _ = table[owner, noteKey]
            try expect(probe == nil, "the newcomer's read found the dead owner's entry, and the photo in it is still alive: remove that entry from the table there and then")
            try expectEqual(table.ownerCount, 0, "the dead owner's entry is still in the table")
        },
    ]
}
