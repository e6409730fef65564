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
        Check("reading a value leaves it in place") {
            let table = SideTable()
            let alice = Owner("alice")
            table[alice, noteKey] = "likes tea"
            _ = table[alice, noteKey]
            _ = table[alice, photoKey]
            try expectEqual(table[alice, noteKey], "likes tea", "alice's note read back once, then no more: a read must leave a live owner's entry in the table")
            try expectEqual(table.ownerCount, 1, "reading alice's values changed the table's entries")
        },
        exploredReuse(),
    ]
}

/// One step of an explored sequence, on two owners whose addresses may be reused.
enum Step {
    case setNote(String), setPhoto(String), clearNote(String), clearPhoto(String)
    case readNote(String), readPhoto(String)
    /// The owner dies, and a newcomer of the same name is made at its address (when the
    /// allocator agrees: the checks look at where it landed).
    case reborn(String)

    var words: String {
        switch self {
        case .setNote(let who): "set \(who)'s note"
        case .setPhoto(let who): "give \(who) a photo"
        case .clearNote(let who): "set \(who)'s note to nil"
        case .clearPhoto(let who): "set \(who)'s photo to nil"
        case .readNote(let who): "read \(who)'s note"
        case .readPhoto(let who): "read \(who)'s photo"
        case .reborn(let who): "\(who) dies, and a newcomer is born at the same address"
        }
    }
}

/// What the contract says: an entry counts for the very owner it was made for; one found in an
/// owner's slot that belongs to a dead owner is thrown out there and then, values and all.
struct ReuseModel {
    struct Entry { var owner: Int; var note: String?; var photo: Int? }
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Photos the table must still hold, and photos it must have let go.
    var held: Set<Int> = [], released: Set<Int> = []

    /// The live entry at `slot` for owner number `owner`; a dead one there is thrown out.
    mutating func live(_ slot: ObjectIdentifier, _ owner: Int) -> Entry? {
        guard let entry = entries[slot] else { return nil }
        if entry.owner == owner { return entry }
        entries[slot] = nil
        if let photo = entry.photo { released.insert(photo) }
        return nil
    }

    mutating func write(_ slot: ObjectIdentifier, _ owner: Int, _ change: (inout Entry) -> Void) {
        var entry = live(slot, owner) ?? Entry(owner: owner)
        let before = entry.photo
        change(&entry)
        if let before, before != entry.photo { held.remove(before); released.insert(before) }
        if let photo = entry.photo { held.insert(photo) }
        entries[slot] = entry.note == nil && entry.photo == nil ? nil : entry
    }

    /// A dead owner's photo that nobody has found yet: the table may hold it or not.
    mutating func died(_ owner: Int) {
        for entry in entries.values where entry.owner == owner { entry.photo.map { _ = held.remove($0) } }
    }
}

func exploredReuse() -> Check {
    Check("whatever is set, read and reborn, each owner reads only its own values, and a dead owner's values go once found") {
        try explore(operation: { random in
            let who = random.pick(["alice", "bob"])
            return random.pick([Step.setNote(who), .setPhoto(who), .clearNote(who), .clearPhoto(who), .readNote(who), .readPhoto(who), .reborn(who)])
        }, describe: \.words) { steps in
            let table = SideTable()
            var model = ReuseModel()
            var owners: [String: (owner: Owner, number: Int)] = ["alice": (Owner("alice"), 0), "bob": (Owner("bob"), 1)]
            var photos: [Int: () -> Photo?] = [:]
            for (index, step) in steps.enumerated() {
                switch step {
                case .setNote(let who), .clearNote(let who):
                    let (owner, number) = owners[who]!
                    let note: String? = if case .setNote = step { "note \(index)" } else { nil }
                    table[owner, noteKey] = note
                    model.write(ObjectIdentifier(owner), number) { $0.note = note }
                case .setPhoto(let who), .clearPhoto(let who):
                    let (owner, number) = owners[who]!
                    var photo: Photo? = nil
                    if case .setPhoto = step { photo = Photo("photo \(index)"); photos[index] = { [weak photo] in photo } }
                    table[owner, photoKey] = photo
                    model.write(ObjectIdentifier(owner), number) { $0.photo = photo == nil ? nil : index }
                case .readNote(let who):
                    let (owner, number) = owners[who]!
                    let expected = model.live(ObjectIdentifier(owner), number)?.note
                    try expectEqual(table[owner, noteKey], expected, "\(who)'s note should read as \(who) last set it, and nil if this \(who) never did")
                case .readPhoto(let who):
                    let (owner, number) = owners[who]!
                    let expected = model.live(ObjectIdentifier(owner), number)?.photo.map { "photo \($0)" }
                    try expectEqual(table[owner, photoKey]?.caption, expected, "\(who)'s photo should read as \(who) last set it, and nil if this \(who) never did")
                case .reborn(let who):
                    let address = ObjectIdentifier(owners[who]!.owner)
                    model.died(owners[who]!.number)
                    owners[who] = nil
                    let newcomer = object(reusing: address, limit: 20_000, batch: 1_000) { Owner(who) } ?? Owner(who)
                    owners[who] = (newcomer, 2 + index)
                }
                try expect(model.held.allSatisfy { photos[$0]?() != nil }, "a photo stored for a live owner died: the table should retain what it stores until it is replaced or set to nil")
                try expect(model.released.allSatisfy { photos[$0]?() == nil }, "a photo the table should have let go is still alive: a dead owner's entry found in a slot is thrown out whole, and a replaced value is let go")
            }
        }
    }
}
