import Testing

/// The REPL conformance set: sequences of cells with what `swift repl` (LLDB) and a playground do
/// with them, written from their behaviour: a declaration of any earlier cell is there in every
/// later one, through values of any later cell; declaring a name again replaces it; a value shown
/// is shown with its type. Each answer is the shell's, with `res<n>` written `res#` (its number is
/// the cell's place on the page). Names are unique across sequences: they share one session.
struct ReplCase: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable {
        /// The whole answer, `res<n>` as `res#`.
        case answer(String)
        /// The answer holds this.
        case says(String)
    }

    let name: String
    let cells: [(code: String, expected: Expected)]

    var testDescription: String { name }

    static let quiet = Expected.answer("(no output)")
}

extension ReplCase {
    static let all: [ReplCase] = types + protocols + generics + values + errorsAndImports

    static let types: [ReplCase] = [
        ReplCase(name: "a type's members through a variable of a later cell", cells: [
            ("struct P { var x = 1 }", quiet), ("let p = P()", quiet), ("p.x", .answer("res#: Int = 1")), ("p", .answer("res#: P = P(x: 1)")),
        ]),
        ReplCase(name: "a copy in a later cell, changed there", cells: [
            ("struct Q1 { var x = 1 }", quiet), ("let q1 = Q1()", quiet), ("var q2 = q1; q2.x = 5", quiet), ("q2.x + q1.x", .answer("res#: Int = 6")),
        ]),
        ReplCase(name: "a mutating method called from a later cell", cells: [
            ("struct Counter { var n = 0; mutating func bump() { n += 1 } }", quiet), ("var counter = Counter()", quiet),
            ("counter.bump()", quiet), ("counter.n", .answer("res#: Int = 1")),
        ]),
        ReplCase(name: "an extension's members, and an initializer it adds", cells: [
            ("struct Meter { var value = 2 }", quiet), ("extension Meter { var twice: Int { value * 2 }; init(half: Int) { self.init(value: half * 2) } }", quiet),
            ("Meter().twice", .answer("res#: Int = 4")), ("Meter(half: 5).value", .answer("res#: Int = 10")),
        ]),
        ReplCase(name: "a class hierarchy: an override through the base type", cells: [
            ("class Animal { func sound() -> String { \"...\" } }", quiet), ("class Dog: Animal { override func sound() -> String { \"woof\" } }", quiet),
            ("let pet: Animal = Dog()", quiet), ("pet.sound()", .answer("res#: String = \"woof\"")),
        ]),
        ReplCase(name: "inherited stored properties through a subclass's value", cells: [
            ("class Base { var id = 7 }", quiet), ("class Derived: Base {}", quiet), ("let derived = Derived()", quiet), ("derived.id", .answer("res#: Int = 7")),
        ]),
        ReplCase(name: "nested types", cells: [
            ("struct Outer { struct Inner { var inner = 3 } }", quiet), ("let nested = Outer.Inner()", quiet), ("nested.inner", .answer("res#: Int = 3")),
        ]),
        ReplCase(name: "an enum with associated values, switched over later", cells: [
            ("enum Shape { case circle(Double), square(Double) }", quiet), ("let shape = Shape.square(3)", quiet),
            ("switch shape { case .square(let side): print(side * side); case .circle: print(\"circle\") }", .answer("9.0")),
        ]),
        ReplCase(name: "an enum's computed property and raw values", cells: [
            ("enum Level: Int { case low = 1, high; var next: Level? { Level(rawValue: rawValue + 1) } }", quiet),
            ("Level.low.next == .high", .answer("res#: Bool = true")), ("Level.high.next == nil", .answer("res#: Bool = true")),
        ]),
        ReplCase(name: "static state no actor guards is refused, with Swift 6's reason", cells: [
            ("struct Unguarded { static var level = 1 }", .says("note: Swift 6 refuses mutable state that no actor guards")),
        ]),
        ReplCase(name: "static state on the main actor, kept between cells", cells: [
            ("struct Settings { @MainActor static var level = 1 }", quiet), ("Settings.level = 2", quiet), ("Settings.level", .answer("res#: Int = 2")),
        ]),
        ReplCase(name: "an initializer an extension adds calls the type's own, as across modules", cells: [
            ("struct Grams { var amount = 1 }", quiet), ("extension Grams { init(kilos: Int) { amount = kilos * 1000 } }", .says("note: each cell is compiled as a module of its own")),
        ]),
        ReplCase(name: "declaring a type again replaces it", cells: [
            ("struct Again { var a = 1 }", quiet), ("struct Again { var b = 2 }", quiet), ("Again().b", .answer("res#: Int = 2")),
        ]),
        ReplCase(name: "a value of a replaced type keeps its members", cells: [
            ("struct Old { var old = 1 }", quiet), ("let kept = Old()", quiet), ("struct Old { var new = 2 }", quiet), ("kept.old", .answer("res#: Int = 1")),
        ]),
    ]

    static let protocols: [ReplCase] = [
        ReplCase(name: "a protocol, a conformance, an existential, a requirement called", cells: [
            ("protocol Greeter { func greet() -> String }", quiet), ("struct English: Greeter { func greet() -> String { \"hi\" } }", quiet),
            ("let greeter: any Greeter = English()", quiet), ("greeter.greet()", .answer("res#: String = \"hi\"")),
        ]),
        ReplCase(name: "a conformance added by an extension in a later cell", cells: [
            ("protocol Speaker { func speak() -> String }", quiet), ("struct Cat {}", quiet),
            ("extension Cat: Speaker { func speak() -> String { \"meow\" } }", quiet), ("let speaker: any Speaker = Cat()", quiet),
            ("speaker.speak()", .answer("res#: String = \"meow\"")),
        ]),
        ReplCase(name: "a protocol extension's default, used through a conforming type", cells: [
            ("protocol Named { var name: String { get } }", quiet), ("extension Named { func hello() -> String { \"hello \" + name } }", quiet),
            ("struct Person: Named { let name = \"Ann\" }", quiet), ("Person().hello()", .answer("res#: String = \"hello Ann\"")),
        ]),
        ReplCase(name: "a standard protocol conformed to later and used by print", cells: [
            ("struct Plain {}", quiet), ("extension Plain: CustomStringConvertible { var description: String { \"plain\" } }", quiet),
            ("print(Plain())", .answer("plain")),
        ]),
        ReplCase(name: "synthesized Hashable across cells", cells: [
            ("struct Spot: Hashable { var x: Int; var y: Int }", quiet), ("let spots: Set<Spot> = [Spot(x: 1, y: 2), Spot(x: 1, y: 2)]", quiet),
            ("spots.count", .answer("res#: Int = 1")),
        ]),
        ReplCase(name: "an existential in an array of a later cell", cells: [
            ("protocol Shaped { var area: Double { get } }", quiet), ("struct Sq: Shaped { var side: Double; var area: Double { side * side } }", quiet),
            ("let shapes: [any Shaped] = [Sq(side: 2), Sq(side: 3)]", quiet), ("shapes.map(\\.area).reduce(0, +)", .answer("res#: Double = 13.0")),
        ]),
    ]

    static let generics: [ReplCase] = [
        ReplCase(name: "a generic type, instantiated later", cells: [
            ("struct Box<T> { var value: T }", quiet), ("let box = Box(value: 3)", quiet), ("box.value + 1", .answer("res#: Int = 4")),
        ]),
        ReplCase(name: "a generic typealias", cells: [
            ("typealias Pair<T> = (T, T)", quiet), ("let pair: Pair<Int> = (1, 2)", quiet), ("pair.1", .answer("res#: Int = 2")),
        ]),
        ReplCase(name: "a generic function constrained to an earlier protocol", cells: [
            ("protocol Loud { func shout() -> String }", quiet), ("struct Dogs: Loud { func shout() -> String { \"woof\" } }", quiet),
            ("func louder<L: Loud>(_ value: L) -> String { value.shout().uppercased() }", quiet), ("louder(Dogs())", .answer("res#: String = \"WOOF\"")),
        ]),
        ReplCase(name: "a generic function returning an optional", cells: [
            ("func firstOf<T>(_ values: [T]) -> T? { values.first }", quiet), ("firstOf([7, 8])", .says("res#: Optional<Int> = ")), ("firstOf([7, 8])!", .answer("res#: Int = 7")),
        ]),
    ]

    static let values: [ReplCase] = [
        ReplCase(name: "optionals of an earlier type", cells: [
            ("struct Opt { var o = 1 }", quiet), ("var maybe: Opt? = Opt()", quiet), ("maybe?.o ?? 0", .answer("res#: Int = 1")),
            ("maybe = nil", quiet), ("maybe?.o ?? 0", .answer("res#: Int = 0")),
        ]),
        ReplCase(name: "Any holding an earlier type, cast back", cells: [
            ("struct Wrapped { var w = 4 }", quiet), ("let anything: Any = Wrapped()", quiet), ("(anything as? Wrapped)?.w ?? 0", .answer("res#: Int = 4")),
        ]),
        ReplCase(name: "closures capturing earlier variables", cells: [
            ("var total = 0", quiet), ("let add = { (n: Int) in total += n }", quiet), ("add(5); add(2)", quiet), ("total", .answer("res#: Int = 7")),
        ]),
        ReplCase(name: "a closure typed by an annotation", cells: [
            ("let square: (Int) -> Int = { $0 * $0 }", quiet), ("square(4)", .answer("res#: Int = 16")),
        ]),
        ReplCase(name: "type annotations with colons inside", cells: [
            ("let dictionary: [String: Int] = [\"a\": 1]", quiet), ("String(dictionary[\"a\"]!)", .answer("res#: String = \"1\"")),
            ("var tuple: (a: Int, b: Double) = (1, 2.5)", quiet), ("tuple.b", .answer("res#: Double = 2.5")),
        ]),
        ReplCase(name: "declaring a variable again replaces it, with another type", cells: [
            ("let twice = 1", quiet), ("let twice = \"one\"", quiet), ("twice", .answer("res#: String = \"one\"")),
        ]),
        ReplCase(name: "declaring a function again replaces it", cells: [
            ("func pick() -> String { \"a\" }", quiet), ("func pick() -> String { \"b\" }", quiet), ("pick()", .answer("res#: String = \"b\"")),
        ]),
        ReplCase(name: "an assignment shows nothing, as in swift repl", cells: [
            ("var assigned = 1", quiet), ("assigned = 2", quiet), ("assigned += 3", quiet), ("assigned", .answer("res#: Int = 5")),
        ]),
        ReplCase(name: "a key path into an earlier type", cells: [
            ("struct Keyed { var k = 9 }", quiet), ("let path = \\Keyed.k", quiet), ("Keyed()[keyPath: path]", .answer("res#: Int = 9")),
        ]),
        ReplCase(name: "a global with an observer", cells: [
            ("var watched = 0 { didSet { print(\"now\", watched) } }", quiet), ("watched = 3", .answer("now 3")),
        ]),
        ReplCase(name: "a computed global", cells: [
            ("var computed: Int { 40 + 2 }", quiet), ("computed", .answer("res#: Int = 42")),
        ]),
        ReplCase(name: "a view model typed into cells, as the DI article's", cells: [
            ("final class OrdersScreenVM { var orders: [String] = []; func loadOrders() { orders = [\"tea\", \"cake\"] } }", quiet),
            ("let vm = OrdersScreenVM()", quiet), ("vm.loadOrders()", quiet), ("vm.orders.count", .answer("res#: Int = 2")),
        ]),
    ]

    static let errorsAndImports: [ReplCase] = [
        ReplCase(name: "errors thrown and caught across cells", cells: [
            ("enum Failure: Error { case bad }", quiet), ("func risky(_ ok: Bool) throws -> Int { if ok { return 1 }; throw Failure.bad }", quiet),
            ("do { _ = try risky(false) } catch { print(\"caught\", error) }", .answer("caught bad")),
            ("try risky(true)", .answer("res#: Int = 1")), ("(try? risky(false)) == nil", .answer("res#: Bool = true")),
        ]),
        ReplCase(name: "an error nothing catches is shown, not a crash", cells: [
            ("enum Refusal: Error { case no }", quiet), ("func refuse() throws { throw Refusal.no }", quiet),
            ("try refuse()", .says("error thrown: Refusal.no")),
        ]),
        ReplCase(name: "an import is kept for later cells and linked", cells: [
            ("import RegexBuilder", quiet), ("let letters = Regex { OneOrMore(.word) }", quiet),
            ("\"ab cd\".firstMatch(of: letters).map { String($0.output) }", .answer("res#: Optional<String> = \"ab\"")),
        ]),
        ReplCase(name: "an operator declared and used in later cells", cells: [
            ("infix operator <+>: AdditionPrecedence", quiet), ("func <+>(a: Int, b: Int) -> Int { a * 10 + b }", quiet), ("1 <+> 2", .answer("res#: Int = 12")),
        ]),
        ReplCase(name: "a final class may be an error in Swift 6", cells: [
            ("final class Oops: Error {}", quiet), ("(Oops() as Error) is Oops", .answer("res#: Bool = true")),
        ]),
        ReplCase(name: "a non-final error class is refused with Swift 6's reason", cells: [
            ("class Trouble: Error {}", .says("note: in Swift 6 every Error is Sendable")),
        ]),
        ReplCase(name: "the compiler's own wording for two statements on a line", cells: [
            ("1 2", .says("error: consecutive statements on a line must be separated by ';'")),
        ]),
    ]
}
