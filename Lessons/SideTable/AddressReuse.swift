/// Hands `setUp` a new owner, frees it, and returns an owner made at the very same address.
///
/// The allocator gives a block that was just freed to the next allocation of the same size,
/// so usually the first owner made lands there. Another thread may grab the block first
/// (tests run in parallel); then it starts over with a new owner.
func ownerAtFreedAddress(setUp: (Owner) -> Void) -> (freed: ObjectIdentifier, owner: Owner)? {
    for _ in 1...20 {
        var first: Owner? = Owner("first")
        let address = ObjectIdentifier(first!)
        setUp(first!)
        first = nil
        if let second = object(reusing: address, make: { Owner("second") }) {
            return (address, second)
        }
    }
    return nil
}

/// Makes objects until one lands at `address`, keeping the misses alive so that every try
/// gets a different block.
func object<T: AnyObject>(reusing address: ObjectIdentifier, limit: Int = 1_000, make: () -> T) -> T? {
    var misses: [T] = []
    for _ in 0..<limit {
        let candidate = make()
        if ObjectIdentifier(candidate) == address {
            return candidate
        }
        misses.append(candidate)
    }
    return nil
}
