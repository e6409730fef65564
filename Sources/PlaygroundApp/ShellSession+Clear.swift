/// `clear` on the session's terminal.
extension ShellSession {
    /// `clear`: home and erase the screen, as Ctrl-L does in libedit (the scrollback is kept).
    /// A dumb terminal cannot; a script never gets here (`clear` does nothing there).
    static func clearScreen(_ mode: Mode) -> Bool {
        guard case .editing(let terminal) = mode else { return false }
        Terminal.write("\u{1B}[H\u{1B}[2J", toDescriptor: terminal)
        return true
    }
}
