import CustomDump

/// Prints an object's structure for `inspect`, private stored properties included.
///
/// swift-custom-dump walks the value with `Mirror`, which sees every stored property whatever its
/// access level: that is how a learner sees a container's private singleton cache.
public enum Inspector {
    public static func dump(_ value: Any, maxDepth: Int = 8) -> String {
        var text = ""
        customDump(value, to: &text, maxDepth: maxDepth)
        return text
    }
}
