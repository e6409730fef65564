import Foundation
import LineEditing
import PlaygroundKit

/// What a room adds to a shell session (`playground present`, `playground follow`): commands, a
/// prompt prefix, and work that comes from the network, done on the shell's thread between lines.
///
/// The network runs in tasks of its own; what it brings is queued and the reader woken
/// (``WakeUp``), so a move shows at once even while the user is typing, and the shell itself is
/// only ever touched by the thread that reads lines.
///
/// As a ``SessionHost`` it hears of the shell's moves and adds its commands (`room` while
/// presenting, `sync` while following).
public protocol RoomRole: SessionHost {
    var wakeUp: WakeUp { get }
    /// Before the shell's prompt: `(room) ` while following.
    var promptPrefix: String { get }
    /// Called once, with the session's shell.
    func attach(_ shell: Shell)
    /// Does what came in since the last call; returns what to show.
    func service() -> StyledText
}

/// Runs async `work` to its end from synchronous code (the commands' `run()`), on the cooperative
/// pool, and returns its result.
public func runBlocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    Task {
        do { box.set(.success(try await work())) } catch { box.set(.failure(error)) }
        done.signal()
    }
    done.wait()
    return try box.get()
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) {
        lock.lock()
        result = value
        lock.unlock()
    }

    func get() throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try result!.get()
    }
}

/// A queue between the network's tasks and the shell's thread.
public final class Inbox<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item] = []
    private let wakeUp: WakeUp

    public init(wakeUp: WakeUp) {
        self.wakeUp = wakeUp
    }

    /// Queues `item` and wakes the reader.
    public func post(_ item: Item) {
        lock.lock()
        items.append(item)
        lock.unlock()
        wakeUp.wake()
    }

    public func take() -> [Item] {
        lock.lock()
        defer { items = []; lock.unlock() }
        return items
    }
}
