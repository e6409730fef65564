import Dispatch
import Foundation
import Testing
@testable import SideTable

/// Many threads on one table. Run them under the thread sanitizer too:
///
///     swift test --sanitize=thread --filter SideTableTests
///
/// Counters use `NSLock`: on Linux the sanitizer reports false races on `Mutex`.
@Suite struct ConcurrencyTests {
    /// A lock-guarded list the threads report into.
    final class Collected<Element>: @unchecked Sendable {
        private let lock = NSLock()
        private var elements: [Element] = []
        func append(_ element: Element) { lock.withLock { elements.append(element) } }
        var all: [Element] { lock.withLock { elements } }
    }

    @Test func manyThreadsSetGetAndRemoveForManyOwners() {
        let table = SideTable()
        let owners = (0..<64).map { Owner("owner \($0)") }
        let keys = (0..<16).map { AssociationKey<Int>("thread \($0)") }
        let shared = AssociationKey<Int>("shared")
        let failures = Collected<String>()

        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            let key = keys[thread]
            for round in 0..<1_000 {
                let owner = owners[(round * 7 + thread) % owners.count]
                table[owner, key] = round
                if table[owner, key] != round { failures.append("thread \(thread) lost its value") }
                table[owner, shared] = thread // racing writers: any thread's value is fine
                if table[owner, shared] == nil { failures.append("shared value missing") }
                table[owner, key] = nil
                if table[owner, key] != nil { failures.append("thread \(thread) removed, still there") }
                let passerby = Owner("passer-by")
                table[passerby, key] = round
                if round % 100 == 0 { table.purge() }
                if round % 50 == 0 { _ = table.rows() }
            }
        }

        #expect(failures.all.isEmpty, "\(failures.all.prefix(5))")
        for owner in owners {
            for key in keys { #expect(table[owner, key] == nil) }
            #expect(table[owner, shared] != nil)
        }
        table.purge()
        #expect(table.ownerCount == (live: owners.count, dead: 0))
    }

    @Test func ownersDyingOnOtherThreadsAreNeverReturned() {
        let table = SideTable()
        let key = AssociationKey<String>("secret")
        let leaks = Collected<String>()

        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            for round in 0..<2_000 {
                // A new owner, often at an address another thread's owner just left.
                let owner = Owner("t\(thread)")
                if let stale = table[owner, key] { leaks.append(stale) }
                table[owner, key] = "\(thread)-\(round)"
            }
        }

        #expect(leaks.all.isEmpty, "a new owner saw a dead one's value: \(leaks.all.prefix(5))")
        table.purge()
        #expect(table.ownerCount == (live: 0, dead: 0))
    }

    @Test func deadOwnersValuesAreReleasedExactlyOnceWhileOthersPurge() {
        let table = SideTable()
        let key = AssociationKey<Payload>("payload")
        let probes = Collected<WeakPayload>()

        DispatchQueue.concurrentPerform(iterations: 12) { thread in
            for round in 0..<1_000 {
                if thread.isMultiple(of: 4) {
                    table.purge()
                    continue
                }
                let value = Payload("\(thread)-\(round)")
                probes.append(WeakPayload(value))
                table[Owner("short-lived"), key] = value
            }
        }

        table.purge()
        #expect(table.ownerCount == (live: 0, dead: 0))
        #expect(probes.all.allSatisfy { $0.value == nil }, "every dead owner's value is released")
    }

    @Test func getOrInsertFromManyThreadsAgreesOnOneValue() {
        final class Box: Sendable {}
        let table = SideTable()
        for _ in 0..<200 {
            let owner = Owner("contested")
            let key = AssociationKey<Box>("box")
            let seen = Collected<ObjectIdentifier>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let box = table.value(of: owner, for: key, orInsert: Box())
                seen.append(ObjectIdentifier(box))
            }
            #expect(Set(seen.all).count == 1)
        }
    }

    @Test func changedEventIsOneEventWhateverTheThreads() {
        final class Quiet: INotifyOnChanged, Sendable {}
        for _ in 0..<100 {
            let viewModel = Quiet()
            let seen = Collected<ObjectIdentifier>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                seen.append(ObjectIdentifier(viewModel.changed))
            }
            #expect(Set(seen.all).count == 1)
        }
    }

    /// A weak reference for the probes above.
    final class WeakPayload: @unchecked Sendable {
        weak var value: Payload?
        init(_ value: Payload) { self.value = value }
    }
}
