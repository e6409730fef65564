import Benchmark
import Foundation
import HeapStatistics
import SideTable

// SideTable: get, set and insert with 1k, 100k and 1M owners in the table, against the plain
// alternative, a `[ObjectIdentifier: Any]` under an `NSLock` doing the same work: look a live
// object up by its `ObjectIdentifier`. Owners are visited in a shuffled order, so that with a
// million of them a lookup pays for the cache misses a real app would. Then memory per entry:
// a million owners' values stored in an empty table.

/// An object that values are kept beside.
final class Holder {}

/// The peer: what a side table is without weak owners, key objects or policies.
final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ObjectIdentifier: Any] = [:]

    subscript(owner: AnyObject) -> Int? {
        get { lock.withLock { storage[ObjectIdentifier(owner)] as? Int } }
        set { lock.withLock { storage[ObjectIdentifier(owner)] = newValue } }
    }
}

/// The two tables behind one face, so that each benchmark is written once.
protocol OwnerTable {
    init()
    subscript(owner: AnyObject) -> Int? { get set }
}

extension LockedDictionary: OwnerTable {}

/// The lesson's table with one key, as a view model's `counter` property would use it.
struct KeyedSideTable: OwnerTable {
    static let key = AssociationKey<Int>("counter")
    let table = SideTable()

    init() {}

    subscript(owner: AnyObject) -> Int? {
        get { table[owner, Self.key] }
        nonmutating set { table[owner, Self.key] = newValue }
    }
}

/// A table holding a value for each of `owners`, and a shuffled walk over them, taken 1,000
/// owners per iteration.
final class Filled<Table: OwnerTable> {
    var table = Table()
    let owners: [Holder]
    /// Not in the table between iterations: what the insert benchmark inserts.
    let newcomers = (0..<opsPerIteration).map { _ in Holder() }
    private let walk: [Int]
    private var cursor = 0

    init(owners count: Int) {
        owners = (0..<count).map { _ in Holder() }
        var generator = SplitMix64(seed: 11)
        walk = (0..<count).shuffled(using: &generator)
        for (index, owner) in owners.enumerated() {
            table[owner] = index
        }
    }

    /// The next 1,000 owners of the walk (`owners` is a multiple of 1,000).
    func nextBatch() -> ArraySlice<Int> {
        let batch = walk[cursor..<cursor + opsPerIteration]
        cursor = (cursor + opsPerIteration) % walk.count
        return batch
    }
}

/// A fixed pseudo-random sequence, so that every run walks the owners in the same order.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let ownerCounts = [(1_000, "1k"), (100_000, "100k"), (1_000_000, "1M")]

/// Owners filled into an empty table by one iteration of a memory benchmark.
let memoryOwners = 1_000_000

enum SideTableMetrics {
    /// Bytes the heap grew by (`heap_bytes_in_use`: glibc's `mallinfo2`, Darwin's zone statistics) per entry stored.
    /// Includes malloc's own chunk headers and, under the benchmark's malloc interposer, its
    /// 16-byte header per allocation.
    static let heapBytesPerEntry = BenchmarkMetric.custom("heapBytesPerEntry", polarity: .prefersSmaller, useScalingFactor: false)
}

func heapInUse() -> Int {
    Int(heap_bytes_in_use())
}

func registerSideTable<Table: OwnerTable>(_ contender: String, _: Table.Type) {
    for (count, label) in ownerCounts {
        Benchmark("SideTable get \(label) owners: \(contender)") { (benchmark: Benchmark, filled: Filled<Table>) in
            var found = 0
            for index in filled.nextBatch() {
                if let value = filled.table[filled.owners[index]], value == index { found += 1 }
            }
            precondition(found == opsPerIteration, "a get missed a stored value")
            blackHole(found)
        } setup: {
            Filled<Table>(owners: count)
        }

        Benchmark("SideTable set \(label) owners: \(contender)") { (benchmark: Benchmark, filled: Filled<Table>) in
            var last = (owner: filled.owners[0], value: 0)
            for index in filled.nextBatch() {
                last = (filled.owners[index], index &+ 1)
                filled.table[last.owner] = last.value
            }
            precondition(filled.table[last.owner] == last.value, "a set did not store its value")
        } setup: {
            Filled<Table>(owners: count)
        }

        Benchmark("SideTable insert \(label) owners: \(contender)") { (benchmark: Benchmark, filled: Filled<Table>) in
            for (index, newcomer) in filled.newcomers.enumerated() {
                filled.table[newcomer] = index
            }
            benchmark.stopMeasurement()
            // Out again, unmeasured, so that every iteration inserts into a table of `count`.
            var removed = 0
            for (index, newcomer) in filled.newcomers.enumerated() where filled.table[newcomer] == index {
                filled.table[newcomer] = nil
                removed += 1
            }
            precondition(removed == opsPerIteration, "an insert did not store its value")
        } setup: {
            Filled<Table>(owners: count)
        }
    }

    Benchmark(
        "SideTable memory 1M owners: \(contender)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, SideTableMetrics.heapBytesPerEntry],
            units: [.mallocCountTotal: .count, .mallocFreeDelta: .count, .memoryLeakedBytes: .count, SideTableMetrics.heapBytesPerEntry: .count],
            warmupIterations: 1,
            scalingFactor: .one,
            maxDuration: .seconds(10),
            maxIterations: 5
        )
    ) { benchmark in
        // Owners new to every iteration: a weakly held owner gets a side allocation of its own
        // from the Swift runtime the first time, and that is part of what an entry costs.
        let owners = (0..<memoryOwners).map { _ in Holder() }
        let before = heapInUse()
        benchmark.startMeasurement()
        var table = Table()
        for (index, owner) in owners.enumerated() {
            table[owner] = index
        }
        benchmark.stopMeasurement()
        let grown = heapInUse() - before
        benchmark.measurement(SideTableMetrics.heapBytesPerEntry, grown / owners.count)
        precondition(table[owners[owners.count - 1]] == owners.count - 1, "the table lost a value")
        withExtendedLifetime(table) {}
    }
}

func registerSideTable() {
    registerSideTable("SideTable", KeyedSideTable.self)
    registerSideTable("locked dictionary", LockedDictionary.self)
}
