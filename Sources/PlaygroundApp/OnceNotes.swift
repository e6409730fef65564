/// Lines a session says at most once, on standard error (a note, not an answer: `playground | tee
/// log` keeps them out of the log).
final class OnceNotes {
    private var said: Set<String> = []

    /// Says `line` unless something was already said under `key`.
    func say(_ key: String, _ line: String) {
        guard said.insert(key).inserted else { return }
        Terminal.error(line + "\n")
    }
}
