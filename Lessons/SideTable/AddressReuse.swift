/// Hands `setUp` a new owner, frees it, and returns an owner made at the very same address.
///
/// glibc's allocator gives a block that was just freed to the next allocation of the same size,
/// so there the first owner made usually lands on it. macOS's may hold a freed block back for a
/// while or hand out another free block of the size first: owners are made until one lands there
/// (see `object(reusing:)`). Another thread may grab the block first (tests run in parallel); then
/// it starts over with a new owner. How many tries it took is never part of the answer.
func ownerAtFreedAddress(setUp: (Owner) -> Void) -> (freed: ObjectIdentifier, owner: Owner)? {
    for _ in 1...20 {
        var first: Owner? = Owner("first")
        let address = ObjectIdentifier(first!)
        setUp(first!)
        first = nil
        if let second = object(reusing: address, limit: 20_000, batch: 1_000, make: { Owner("second") }) {
            return (address, second)
        }
    }
    return nil
}

/// `ownerAtFreedAddress`, for a step: the freed owner's address and the owner now there, or an
/// error that says why not, which the step prints in place of its output.
func reusedAddress(setUp: (Owner) -> Void) throws -> (freed: ObjectIdentifier, owner: Owner) {
    guard let reuse = ownerAtFreedAddress(setUp: setUp) else { throw NoAddressReuse() }
    return reuse
}

/// Twenty owners freed, and no new one landed where any of them was.
struct NoAddressReuse: Error, CustomStringConvertible {
    var description: String { "no new object got a freed address this time; run the step again" }
}

/// Makes objects until one lands at `address`, at most `limit`, keeping the misses alive so that
/// every try gets a different block. Every `batch` misses they are let go: an allocator that holds
/// freed blocks back until more are freed hands the one at `address` out again after that.
func object<T: AnyObject>(reusing address: ObjectIdentifier, limit: Int = 1_000, batch: Int = .max, make: () -> T) -> T? {
    var misses: [T] = []
    for _ in 0..<limit {
        let candidate = make()
        if ObjectIdentifier(candidate) == address {
            return candidate
        }
        misses.append(candidate)
        if misses.count >= batch { misses.removeAll() }
    }
    return nil
}
