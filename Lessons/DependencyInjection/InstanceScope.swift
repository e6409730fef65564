// @snippet instance-scope
/// How long an instance lives. (The article spells the first case `perRequst`.)
public enum InstanceScope {
    /// A new instance for every `resolve`.
    case perRequest
    /// Made on the first `resolve`, then the same instance every time.
    case singleton
}
// @end instance-scope
