import Synchronization

/// How many connections the room holds, in all and per client address, and how many of them are
/// event streams: what decides whether a new one is taken. A peer over its share is refused at
/// once, so that no address can use up the room's file descriptors or crowd out the others.
final class ConnectionTable: Sendable {
    struct Limits: Sendable {
        var connections: Int
        var connectionsPerAddress: Int
        var streams: Int
        var streamsPerAddress: Int
    }

    private struct Counts {
        var connections = 0
        var byAddress: [String: Int] = [:]
        var streams = 0
        var streamsByAddress: [String: Int] = [:]
    }

    let limits: Limits
    private let counts = Mutex(Counts())

    init(limits: Limits) {
        self.limits = limits
    }

    /// Takes a connection from `address`, or says why not.
    func open(_ address: String) -> String? {
        counts.withLock { counts in
            if counts.connections >= limits.connections { return "the room holds \(limits.connections) connections" }
            if counts.byAddress[address, default: 0] >= limits.connectionsPerAddress {
                return "\(limits.connectionsPerAddress) connections from one address"
            }
            counts.connections += 1
            counts.byAddress[address, default: 0] += 1
            return nil
        }
    }

    func close(_ address: String) {
        counts.withLock { counts in
            counts.connections -= 1
            let left = counts.byAddress[address, default: 1] - 1
            counts.byAddress[address] = left > 0 ? left : nil
        }
    }

    /// Takes an event stream from `address`, or says why not.
    func openStream(_ address: String) -> String? {
        counts.withLock { counts in
            if counts.streams >= limits.streams { return "the room holds \(limits.streams) event streams" }
            if counts.streamsByAddress[address, default: 0] >= limits.streamsPerAddress {
                return "\(limits.streamsPerAddress) event streams from one address"
            }
            counts.streams += 1
            counts.streamsByAddress[address, default: 0] += 1
            return nil
        }
    }

    func closeStream(_ address: String) {
        counts.withLock { counts in
            counts.streams -= 1
            let left = counts.streamsByAddress[address, default: 1] - 1
            counts.streamsByAddress[address] = left > 0 ? left : nil
        }
    }

    var connectionCount: Int { counts.withLock { $0.connections } }
    var streamCount: Int { counts.withLock { $0.streams } }
}
