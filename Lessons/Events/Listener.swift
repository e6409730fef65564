import LessonKit
/// A subscriber with a name: the steps' examples, and what the `listen` command makes.
final class Listener {
    let name: String
    /// Everything it has heard, oldest first, for `inspect`.
    private(set) var heard: [String] = []
    /// Its line in a marble diagram, if it has one: each thing it hears goes there too.
    var line: MarbleTrack?

    init(name: String) {
        self.name = name
    }

    func hear(_ text: String) {
        heard.append(text)
        line?.value(text)
        print("\(name) heard '\(text)'")
    }
}
