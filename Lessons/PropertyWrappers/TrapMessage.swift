/// What Swift prints as it stops the app, for the two traps the steps stop short of: step 9's
/// read of a property while it is written, and step 17's read through an `unowned` reference
/// whose object is gone. The address differs from run to run, hence `0x…`.
///
/// A step cannot trap without taking the playground down, so it shows the condition that would
/// trap and prints this. The lesson's tests run each trap for real, in a child process, and
/// check that Swift says these words (TrapTests in PropertyWrappersTests).
enum TrapMessage {
    static let overlappingAccess =
        "Simultaneous accesses to 0x…, but modification requires exclusive access."
    static let deadUnowned =
        "Fatal error: Attempted to read an unowned reference but object 0x… was already destroyed"

    /// `message` as a step prints it: indented by two spaces and broken between words, so that
    /// no line is wider than 76 characters (80 in a transcript, which indents output by 4).
    static func indented(_ message: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in message.split(separator: " ") {
            if !line.isEmpty, 2 + line.count + 1 + word.count > 76 {
                lines.append("  " + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append("  " + line)
        return lines.joined(separator: "\n")
    }
}
