/// A piece of a lesson's real source, shown next to the step that runs it.
///
/// Snippets are never written by hand: the `SnippetPlugin` build tool reads each lesson module's own
/// source files at build time and generates a `Code` enum with one constant per region marked
///
///     // @snippet name
///     ...code...
///     // @end name
///
/// so the code a learner reads is, byte for byte, the code that was compiled. Files under the
/// lesson's `Rejected/` folder are snippets the compiler refuses; each keeps the compiler's message.
public struct Snippet: Sendable, Hashable {
    /// The marker name (`container-resolve`), or the file name for a rejected snippet.
    public var name: String
    /// Path relative to the package root (`Lessons/DependencyInjection/Container.swift`).
    public var file: String
    /// First and last line of the region in `file` (1-based, markers excluded).
    public var lines: ClosedRange<Int>
    /// The code, with common indentation removed and nested markers dropped.
    public var text: String
    /// For a snippet that does not compile: the compiler's message, kept so output is identical on
    /// every machine. A test compiles the snippet and fails if it compiles or the message changed.
    public var compilerMessage: String?
    /// For a refused snippet an Xcode 26 app target (default isolation MainActor, approachable
    /// concurrency: ``SwiftcInvocation/Setting/appTarget``) answers differently: "" when it
    /// compiles there, else the message there. nil when both settings say the same.
    public var appTargetMessage: String?
    /// Lines of `file` within `lines` that `text` leaves out (nested markers).
    public var omitted: [Int]

    public init(
        name: String, file: String, lines: ClosedRange<Int>, text: String, compilerMessage: String? = nil,
        appTargetMessage: String? = nil, omitted: [Int] = []
    ) {
        self.appTargetMessage = appTargetMessage
        self.name = name
        self.file = file
        self.lines = lines
        self.text = text
        self.compilerMessage = compilerMessage
        self.omitted = omitted
    }

    /// The line of `file` that line `offset` (0-based) of `text` came from.
    public func fileLine(ofTextLine offset: Int) -> Int {
        var line = lines.lowerBound
        var remaining = offset
        while true {
            if omitted.contains(line) {
                line += 1
                continue
            }
            if remaining == 0 { return line }
            remaining -= 1
            line += 1
        }
    }

    /// Whether this snippet is one the compiler rejects.
    public var isRejected: Bool { compilerMessage != nil }
}
