/// The random tokens the room uses: the teacher's control secret, a follower's id, an instance.
public enum RoomCode {
    /// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    /// A random token of `length` letters and digits.
    public static func token(length: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }).lowercased()
    }
}
