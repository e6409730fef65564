import Foundation
import LessonKit

// Not part of the article: what the lesson's `graph` command and the cycle steps draw.

/// Writes down every resolve a container really performs, while it performs it: which type was
/// asked for, what was handed out, and which resolve was running when it was asked (its parent).
///
/// A container that has one calls `note` around each resolve; the resolves an init makes
/// happen inside the `body` of its own, so a stack of the resolves under way gives each its
/// parent. A cycle never returns: the container calls `cycle` instead, and the resolves still
/// on the stack are kept as they stand, unfinished, with the loop under the last.
///
/// `@unchecked Sendable`: `SafeContainer` notes from whatever thread resolves (one at a time,
/// under its lock), and a step reads the result after that thread has handed it over; the lock
/// here guards the lists all the same. The recorder keeps every instance it saw alive, so an
/// address is never reused and taken for an earlier instance.
public final class ResolutionRecorder: @unchecked Sendable {
    /// One resolve, as it happened.
    struct Record {
        var requested: String
        var scope: String?
        var instance: AnyObject?
        /// The instance is not of the type asked for: the container put a substitute in.
        var substituted = false
        /// Asked for while already on the way: the loop (no instance, no children).
        var isCycle = false
        var children: [Record] = []
    }

    private let lock = NSLock()
    private var roots: [Record] = []
    private var stack: [Record] = []
    /// Resolves from outside kept at most (each keeps its instances alive); older ones go first.
    static let maxRoots = 200
    private var forgotten = 0

    public init() {}

    /// Runs `body` (the container's own resolve of `type`) as one resolve in the graph, with its
    /// `scope` (`singleton`, `per request`). What came back is a substitute when `isSubstitute`
    /// says so; by default, when it is not of the class asked for (a protocol, such as
    /// Swinject's `IOrdersProvider`, has no class of its own: nothing stands in for it).
    func note<T>(
        _ type: T.Type, scope: String?, isSubstitute: ((AnyObject) -> Bool)? = nil, _ body: () -> T
    ) -> T {
        lock.withLock { stack.append(Record(requested: "\(type)", scope: scope)) }
        let instance = body()
        lock.withLock {
            var record = stack.removeLast()
            let object = instance as AnyObject
            record.instance = object
            record.substituted = isSubstitute?(object)
                ?? (T.self is AnyClass && ObjectIdentifier(Swift.type(of: object)) != ObjectIdentifier(T.self))
            attach(record)
        }
        return instance
    }

    /// Called inside `note` when the type being resolved is already on the way: that resolve is
    /// the loop, and the resolves under way above it are closed unfinished (the resolve that
    /// found the cycle never comes back).
    func cycle() {
        lock.withLock {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].isCycle = true
            while let record = stack.popLast() { attach(record) }
        }
    }

    /// Under the resolve still running, or a new root when none is.
    private func attach(_ record: Record) {
        if stack.isEmpty {
            roots.append(record)
            if roots.count > Self.maxRoots {
                roots.removeFirst()
                forgotten += 1
            }
        } else {
            stack[stack.count - 1].children.append(record)
        }
    }

    /// Whether anything has been resolved (or started to be) yet.
    var isEmpty: Bool { lock.withLock { roots.isEmpty && stack.isEmpty } }

    /// The graph so far. An instance met a second time is the same node (`.shared`); `label`
    /// names instances (`OrdersProvider #1`); a substitute is marked `substitution`.
    func graph(
        title: String, substitution: String = "mock", label: (AnyObject) -> String
    ) -> ObjectGraph {
        // Resolves still under way (a run stopped from outside, as step 17's is) are drawn as
        // they stand: unfinished, each under the one that asked for it.
        let (roots, forgotten) = lock.withLock {
            var roots = self.roots
            var pending = stack
            while let record = pending.popLast() {
                if pending.isEmpty { roots.append(record) } else { pending[pending.count - 1].children.append(record) }
            }
            return (roots, self.forgotten)
        }
        var seen = Set<ObjectIdentifier>()
        var substitutes: [String] = []
        func makeNode(_ record: Record) -> GraphNode {
            guard !record.isCycle else { return GraphNode(requested: record.requested, kind: .cycle) }
            var node = GraphNode(requested: record.requested, scope: record.scope)
            if let instance = record.instance {
                node.instance = label(instance)
                if !seen.insert(ObjectIdentifier(instance)).inserted { node.kind = .shared }
                if record.substituted {
                    node.substitution = substitution
                    let note = "\(substitution): \(type(of: instance)) for \(record.requested)"
                    if !substitutes.contains(note) { substitutes.append(note) }
                }
            } else {
                node.detail = "(never made)"
            }
            node.children = record.children.map(makeNode)
            return node
        }
        let nodes = roots.map(makeNode)
        let earlier = forgotten > 0 ? ["\(forgotten) earlier resolves not kept (the last \(Self.maxRoots) are)"] : []
        return ObjectGraph(title: title, roots: nodes, notes: substitutes + earlier)
    }
}

extension InstanceScope {
    /// As the graph writes it.
    var graphName: String {
        switch self {
        case .singleton: "singleton"
        case .perRequest: "per request"
        }
    }
}

extension ResolutionRecorder: CustomReflectable {
    /// `inspect` shows how much was recorded, not the lock and the records: `graph` draws them.
    public var customMirror: Mirror {
        func count(_ records: [Record]) -> Int { records.reduce(records.count) { $0 + count($1.children) } }
        let recorded = lock.withLock { count(roots) }
        return Mirror(self, children: ["resolves": recorded], displayStyle: .class)
    }
}
