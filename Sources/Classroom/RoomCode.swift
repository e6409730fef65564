/// The room code the teacher's control needs, and the random tokens the room uses.
public enum RoomCode {
    /// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    /// A new code, `XXXX-XX`: short enough to read out, random enough not to be guessed in the
    /// time a rate-limited client has (31⁶, about 887 million).
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<6).map { _ in alphabet.randomElement(using: &generator)! }
        return String(letters[0..<4]) + "-" + String(letters[4...])
    }

    /// A random token of `length` letters and digits.
    public static func token(length: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }).lowercased()
    }
}
