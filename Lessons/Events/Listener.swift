import LessonKit
/// A subscriber with a name: the steps' examples, and what the `listen` command makes.
final class Listener {
    let name: String
    /// Everything it has heard, oldest first, for `inspect`.
    private(set) var heard: [String] = []
    /// Its line in a marble diagram, if it has one: each thing it hears goes there too.
    var line: MarbleTrack?
    /// Whether it says what it heard; one that draws on a diagram (`drawing:`) does not.
    private let speaks: Bool

    init(name: String) {
        self.name = name
        speaks = true
    }

    /// A listener that only draws what it hears, on `line`.
    init(name: String, drawing line: MarbleTrack) {
        self.name = name
        self.line = line
        speaks = false
    }

    func hear(_ text: String) {
        heard.append(text)
        line?.value(text)
        if speaks { print("\(name) heard '\(text)'") }
    }
}
