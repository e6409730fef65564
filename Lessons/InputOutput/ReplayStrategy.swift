/// How many values a replay subject keeps for its late subscribers: the article's
/// `RxReplayStrategy`, a friendlier spelling of RxSwift's buffer size.
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
