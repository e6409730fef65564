import CustomDump

/// Prints an object's structure for `inspect`, private stored properties included.
///
/// swift-custom-dump walks the value with `Mirror`, which sees every stored property whatever its
/// access level: that is how a learner sees a container's private singleton cache.
///
/// Memory addresses (a lock's mutex, an `ObjectIdentifier`, the accessor inside a key path) change
/// on every run and mean nothing to a reader, so each one is shown as `<address 1>`,
/// `<address 2>`... numbered in the order it first appears in the dump. The same address gets the
/// same number throughout one dump, so whether two things point at the same place still shows,
/// and a script that inspects prints the same bytes on every run.
public enum Inspector {
    public static func dump(_ value: Any, maxDepth: Int = 8) -> String {
        var text = ""
        customDump(value, to: &text, maxDepth: maxDepth)
        return numberingAddresses(in: text)
    }

    /// `text` with every address (`0x` and at least six hex digits, as pointers, object
    /// identifiers and key paths print) replaced by `<address N>`, N counting distinct addresses
    /// in order of first appearance.
    static func numberingAddresses(in text: String) -> String {
        // Keyed by value: `0x0000558c2f4a1b20` and `0x558c2f4a1b20` are one address.
        var numbers: [UInt64: Int] = [:]
        return text.replacing(/\b0x([0-9a-fA-F]{6,16})\b/) { match in
            let address = UInt64(match.output.1, radix: 16) ?? 0
            let number = numbers[address] ?? numbers.count + 1
            numbers[address] = number
            return "<address \(number)>"
        }
    }
}
