// @snippet replay-strategy
/// The article's `RxReplayStrategy`: how many values a subject replays.
public enum ReplayStrategy: Sendable, Equatable {
    case once, all, custom(Int), none

    /// The buffer size; `nil` means unbounded.
    public var bufferSize: Int? {
        switch self {
        case .none: 0
        case .once: 1
        case .custom(let count): count
        case .all: nil
        }
    }
}
// @end replay-strategy
