// @snippet instance-scope
/// How long an instance lives. (The article spells the first case `perRequst`.)
public enum InstanceScope {
    case perRequest  // a new instance for every `resolve`
    case singleton   // made on the first `resolve`, then the same instance every time
}
// @end instance-scope
