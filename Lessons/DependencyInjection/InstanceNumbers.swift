/// Stable numbers for the objects the lesson's commands report (`OrdersProvider #1`), in
/// the order they were first seen: addresses differ from run to run, these do not.
///
/// It keeps every object it has numbered alive, so a later object can never reuse an
/// address and be taken for an earlier one.
final class InstanceNumbers {
    private var seen: [(object: AnyObject, number: Int)] = []

    /// The object's number, giving it the next one if it is new.
    func number(of object: AnyObject) -> Int {
        if let entry = seen.first(where: { $0.object === object }) {
            return entry.number
        }
        seen.append((object, seen.count + 1))
        return seen.count
    }

    /// `OrdersProvider #1`.
    func label(_ object: AnyObject) -> String {
        "\(type(of: object)) #\(number(of: object))"
    }
}
