// expect: error: static property 'chatListListening' is not concurrency-safe because it is nonisolated global shared mutable state
// expect: note: convert 'chatListListening' to a 'let' constant to make 'Sendable' shared state immutable
// expect: note: add '@MainActor' to make static property 'chatListListening' part of global actor 'MainActor'
// expect: note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism
// app: compiles
/// The article's handler keeps its listeners in static arrays.
protocol ChatListListening: AnyObject {}

class ChatEventHandler {
    private static var chatListListening: [ChatListListening?] = []
}
