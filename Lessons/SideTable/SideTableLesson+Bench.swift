import Foundation
import LessonKit

// Not part of the lesson's story: `bench` times a side table against the simplest thing that
// could stand in for it, a dictionary from `ObjectIdentifier` to `Any` under an `NSLock`, live,
// on the learner's machine. The dictionary has none of the table's safety: no keys, no policies,
// and a reused address gets a dead owner's value (step 9). That is what the difference buys.
extension SideTableLesson {
    var benchCommand: LessonCommand {
        LessonCommand(
            "bench",
            summary: "time the table against a locked dictionary",
            measuresTime: true
        ) { arguments in
            try arguments.expectAtMost(0)
            print(LiveCosts.measure(Self.benchRows()).rendered)
        }
    }

    /// `bench`'s rows, on 1,000 owners that all have a value. Every `run(n)` counts what it can
    /// check: reads that found the value stored, writes and inserts read back.
    static func benchRows(owners count: Int = 1_000) -> [CostRow] {
        let owners = (0..<count).map { Owner("owner \($0)") }
        let key = AssociationKey<Int>("bench")
        let table = SideTable()
        let dictionary = LockedDictionary()
        for (index, owner) in owners.enumerated() {
            table[owner, key] = index
            dictionary[owner] = index
        }
        return [
            CostRow(
                "get, \(count) owners",
                ours: Contender("SideTable") { n in
                    var found = 0
                    for index in 0..<n where table[owners[index % count], key] == index % count {
                        found += 1
                    }
                    return found
                },
                peer: Contender("dictionary") { n in
                    var found = 0
                    for index in 0..<n where dictionary[owners[index % count]] == index % count {
                        found += 1
                    }
                    return found
                }
            ),
            CostRow(
                "set, \(count) owners",
                ours: Contender("SideTable") { n in
                    // Writes each owner's own value back: the reads below still hold.
                    for index in 0..<n {
                        table[owners[index % count], key] = index % count
                    }
                    return owners.indices.allSatisfy { table[owners[$0], key] == $0 } ? n : 0
                },
                peer: Contender("dictionary") { n in
                    for index in 0..<n {
                        dictionary[owners[index % count]] = index % count
                    }
                    return owners.indices.allSatisfy { dictionary[owners[$0]] == $0 } ? n : 0
                }
            ),
            CostRow(
                "insert, read, remove",
                ours: Contender("SideTable") { n in
                    var readBack = 0
                    for index in 0..<n {
                        let owner = Owner("new")
                        table[owner, key] = index
                        if table[owner, key] == index { readBack += 1 }
                        table[owner, key] = nil
                    }
                    return readBack
                },
                peer: Contender("dictionary") { n in
                    var readBack = 0
                    for index in 0..<n {
                        let owner = Owner("new")
                        dictionary[owner] = index
                        if dictionary[owner] == index { readBack += 1 }
                        dictionary[owner] = nil
                    }
                    return readBack
                }
            ),
        ]
    }
}

/// The peer: values by owner address, one lock around the dictionary.
private final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    subscript(owner: AnyObject) -> Int? {
        get { lock.withLock { values[ObjectIdentifier(owner)] } as? Int }
        set { lock.withLock { values[ObjectIdentifier(owner)] = newValue } }
    }
}
