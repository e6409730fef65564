/// `clear`: the screen is the terminal's, so the program around the shell clears it
/// (``Shell/Environment/clearScreen``).
extension Shell {
    /// In a script (`printf 'clear\n' | playground`) there is no screen to clear: nothing happens,
    /// nothing is printed, and the command does not fail, so a script written at a terminal runs.
    func clearScreen() -> CommandOutcome {
        guard let clear = environment.clearScreen, !clear() else { return .nothing }
        return CommandOutcome(.styled(StyledText("this terminal cannot clear its screen\n", .dim)))
    }
}
