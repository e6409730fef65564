import Testing
@testable import SideTable

/// The side table's semantics, each on a table of its own: what a step shows, asserted.
@Suite struct SideTableTests {
    let table = SideTable()

    // MARK: keys and nil

    @Test func storesAndReadsTyped() {
        let owner = Owner("alice")
        let note = AssociationKey<String>("note")
        let count = AssociationKey<Int>("count")
        table[owner, note] = "likes tea"
        table[owner, count] = 3
        #expect(table[owner, note] == "likes tea")
        #expect(table[owner, count] == 3)
        #expect(table.ownerCount == (live: 1, dead: 0))
    }

    @Test func keysAreIdentitiesNotNames() {
        let owner = Owner("alice")
        let first = AssociationKey<String>("note")
        let second = AssociationKey<String>("note")
        table[owner, first] = "one"
        #expect(table[owner, second] == nil)
        table[owner, second] = "two"
        #expect(table[owner, first] == "one")
        #expect(table[owner, second] == "two")
    }

    @Test func ownersAreSeparate() {
        let alice = Owner("alice")
        let bob = Owner("bob")
        let note = AssociationKey<String>("note")
        table[alice, note] = "alice's"
        #expect(table[bob, note] == nil)
        table[bob, note] = "bob's"
        #expect(table[alice, note] == "alice's")
    }

    @Test func settingNilRemovesTheValueAndThenTheOwner() {
        let owner = Owner("alice")
        let note = AssociationKey<String>("note")
        let count = AssociationKey<Int>("count")
        table[owner, note] = "x"
        table[owner, count] = 1
        table[owner, note] = nil
        #expect(table[owner, note] == nil)
        #expect(table[owner, count] == 1)
        #expect(table.ownerCount == (live: 1, dead: 0))
        table[owner, count] = nil
        #expect(table.ownerCount == (live: 0, dead: 0))
    }

    @Test func settingNilOnAnUnknownOwnerAddsNothing() {
        table[Owner("nobody"), AssociationKey<Int>("count")] = nil
        #expect(table.ownerCount == (live: 0, dead: 0))
    }

    @Test func overwritingReleasesTheOldValue() {
        let owner = Owner("alice")
        let key = AssociationKey<Payload>("payload")
        var old: Payload? = Payload("old")
        weak let probe = old
        table[owner, key] = old
        old = nil
        #expect(probe != nil)
        table[owner, key] = Payload("new")
        #expect(probe == nil)
        #expect(table[owner, key]?.name == "new")
    }

    @Test func anyValuesComeBackUnwrapped() {
        let owner = Owner("alice")
        let key = AssociationKey<Any>("any")
        #expect(table[owner, key] == nil)
        table[owner, key] = 42
        #expect(table[owner, key] as? Int == 42)
        #expect("\(type(of: table[owner, key]!))" == "Int")
        table[owner, key] = nil
        #expect(table[owner, key] == nil)
    }

    // MARK: policies

    @Test func retainKeepsTheValueAliveWhileTheOwnerLives() {
        let owner = Owner("alice")
        let key = AssociationKey<Payload>("payload")
        var value: Payload? = Payload("kept")
        weak let probe = value
        table[owner, key] = value
        value = nil
        #expect(probe != nil)
        #expect(table[owner, key]?.name == "kept")
        table[owner, key] = nil
        #expect(probe == nil)
    }

    @Test func weakDoesNotKeepTheValueAlive() {
        let owner = Owner("alice")
        let key = AssociationKey<Payload>.weak("payload")
        var value: Payload? = Payload("weak")
        weak let probe = value
        table[owner, key] = value
        #expect(table[owner, key]?.name == "weak")
        value = nil
        #expect(probe == nil)
        #expect(table[owner, key] == nil)
    }

    @Test func weakAnyObjectReadsNilNotNSNull() {
        let owner = Owner("alice")
        let key = AssociationKey<AnyObject>.weak("buddy")
        var value: Owner? = Owner("bob")
        table[owner, key] = value
        #expect(table[owner, key] === value)
        value = nil
        #expect(table[owner, key] == nil)
    }

    @Test func policyBelongsToTheKey() {
        #expect(AssociationKey<Int>("x").policy == .retain)
        #expect(AssociationKey<Owner>.weak("x").policy == .weak)
        #expect(AssociationKey<Owner>("x").policy == .retain)
    }

    // MARK: dead owners

    @Test func aDeadOwnersValueIsNeverReturnedEvenAtItsAddress() throws {
        let key = AssociationKey<String>("secret")
        let naive = NaiveSideTable()
        let reuse = ownerAtFreedAddress { first in
            table[first, key] = "first's secret"
            naive[first] = "first's secret"
        }
        let (address, second) = try #require(reuse, "the allocator never reused the address")
        #expect(ObjectIdentifier(second) == address)
        #expect(naive[second] as? String == "first's secret", "the naive table shows the bug")
        let dead = table.ownerCount.dead
        #expect(dead >= 1)
        #expect(table[second, key] == nil)
        #expect(table.ownerCount == (live: 0, dead: dead - 1), "the dead entry is thrown out on access")
    }

    @Test func aNewOwnerAtADeadOnesAddressStartsClean() throws {
        let note = AssociationKey<String>("note")
        let other = AssociationKey<Int>("other")
        let reuse = ownerAtFreedAddress { first in
            table[first, note] = "old"
            table[first, other] = 1
        }
        let (_, second) = try #require(reuse)
        table[second, note] = "new"
        #expect(table[second, note] == "new")
        #expect(table[second, other] == nil, "nothing of the dead owner's carries over")
        #expect(table.ownerCount.live == 1)
    }

    @Test func accessAtAReusedAddressReleasesTheDeadOwnersValues() throws {
        let key = AssociationKey<Payload>("payload")
        weak var probe: Payload?
        let reuse = ownerAtFreedAddress { first in
            let value = Payload("old")
            probe = value
            table[first, key] = value
        }
        let (_, second) = try #require(reuse)
        #expect(probe != nil, "held by the dead entry")
        _ = table[second, key]
        #expect(probe == nil)
    }

    @Test func aDeadOwnersValueLivesUntilPurge() {
        let key = AssociationKey<Payload>("payload")
        var owner: Owner? = Owner("alice")
        var value: Payload? = Payload("kept")
        weak let probe = value
        table[owner!, key] = value
        value = nil
        owner = nil
        #expect(probe != nil, "no hook tells the table its owner died")
        #expect(table.ownerCount == (live: 0, dead: 1))
        #expect(table.purge() == 1)
        #expect(probe == nil)
        #expect(table.ownerCount == (live: 0, dead: 0))
        #expect(table.purge() == 0)
    }

    @Test func purgeLeavesTheLivingAlone() {
        let key = AssociationKey<Payload>("payload")
        let alive = Owner("alive")
        table[alive, key] = Payload("stays")
        table[Owner("dies at once"), key] = Payload("goes")
        #expect(table.purge() == 1)
        #expect(table[alive, key]?.name == "stays")
    }

    @Test func purgeGoesRoundWhileReleasingKillsMoreOwners() {
        let keeps = AssociationKey<Owner>("keeps")
        var alice: Owner? = Owner("alice")
        var bob: Owner? = Owner("bob")
        var carol: Owner? = Owner("carol")
        weak let carolProbe = carol
        table[alice!, keeps] = bob
        table[bob!, keeps] = carol
        table[carol!, keeps] = Owner("dave")
        bob = nil
        carol = nil
        alice = nil
        #expect(table.purge() == 3)
        #expect(carolProbe == nil)
        #expect(table.ownerCount == (live: 0, dead: 0))
    }

    @Test func aTableNobodyPurgesStillStaysSmall() {
        let key = AssociationKey<Int>("n")
        // Each filler takes the block the dead owner left, so the next owner gets a fresh
        // address and no access ever finds the dead entries: only the sweeps remove them.
        var fillers: [Owner] = []
        for round in 0..<5_000 {
            table[Owner("short-lived"), key] = round
            fillers.append(Owner("filler"))
        }
        let count = table.ownerCount
        #expect(count.live == 0)
        #expect(count.dead <= 64, "sweeps as it grows: \(count.dead) dead owners left")
        #expect(table.purge() == count.dead)
    }

    @Test func aValueWhoseDeinitUsesTheTableDoesNotDeadlock() {
        final class Tattletale {
            let table: SideTable
            let owner: Owner
            init(table: SideTable, owner: Owner) { (self.table, self.owner) = (table, owner) }
            deinit { table[owner, AssociationKey<String>("last words")] = "bye" }
        }
        let witness = Owner("witness")
        let key = AssociationKey<Tattletale>("tattletale")
        var owner: Owner? = Owner("alice")
        table[owner!, key] = Tattletale(table: table, owner: witness)
        owner = nil
        table.purge()
        #expect(table.ownerCount == (live: 1, dead: 0))
        let reader = Owner("reader")
        table[reader, key] = Tattletale(table: table, owner: witness)
        table[reader, key] = nil
        #expect(table.ownerCount == (live: 1, dead: 0))
    }

    @Test func getOrInsertMakesOnceAndKeeps() {
        let owner = Owner("alice")
        let key = AssociationKey<Payload>("payload")
        var made = 0
        let first = table.value(of: owner, for: key, orInsert: { made += 1; return Payload("one") }())
        let second = table.value(of: owner, for: key, orInsert: { made += 1; return Payload("two") }())
        #expect(first === second)
        #expect(made == 1)
    }

    // MARK: dumps

    @Test func dumpShowsTypeNamesInTheOrderGiven() {
        let alice = Owner("alice")
        let bob = Owner("bob")
        table[bob, AssociationKey<Payload>("payload")] = Payload("p")
        table[alice, AssociationKey<String>("note")] = "hi"
        table[alice, AssociationKey<Owner>.weak("buddy")] = bob
        #expect(table.dump([alice, bob]) == [
            "Owner  buddy → Owner (weak)",
            "Owner  note = \"hi\"",
            "Owner  payload → Payload",
        ])
    }

    @Test func rowsListLiveAndDeadInOrder() {
        let alive = Owner("alive")
        table[Owner("dead"), AssociationKey<Int>("n")] = 1
        table[alive, AssociationKey<Int>("n")] = 2
        let rows = table.rows()
        #expect(rows.live.count == 1)
        #expect(rows.live.first?.owner === alive)
        #expect(rows.dead.map(\.ownerType) == ["Owner"])
    }
}
