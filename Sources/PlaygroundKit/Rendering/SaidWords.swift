import Foundation

/// The words of errors worded where they happen (a ``ShellError`` whose payload is its message):
/// the error keeps the English, which script mode's standard error, logs and tests read, and the
/// learner's screen shows the words in the language being read.
///
/// `Shell.handle` binds a fresh one around each line; ``Words/error(_:_:_:)`` notes a translation
/// in it and ``ShellErrorText`` shows it. Nothing outlives the line.
package final class SaidWords: @unchecked Sendable {
    private let lock = NSLock()
    private var translations: [String: String] = [:]

    package init() {}

    func note(_ english: String, _ translated: String) {
        lock.withLock { translations[english] = translated }
    }

    func translation(of english: String) -> String? {
        lock.withLock { translations[english] }
    }
}

extension Words {
    /// Where the words of the line being handled are noted; nil outside `Shell.handle`.
    @TaskLocal package static var said: SaidWords?

    /// An error's message, said where the error happens: the English, with the words in the
    /// language being read noted for the screen (see ``SaidWords``).
    static func error(_ en: String, _ ru: String, _ id: String) -> String {
        if language != .en { said?.note(en, pick(en, ru, id)) }
        return en
    }

    /// `english`, an error's message, as the learner reads it: translated where it was said.
    static func shown(_ english: String) -> String {
        said?.translation(of: english) ?? english
    }

    /// Runs `body` in `language`, with words said in it noted (`Shell.handle`, a shell's recovery).
    package static func speaking<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
        try $language.withValue(language) { try $said.withValue(said ?? SaidWords()) { try body() } }
    }
}
