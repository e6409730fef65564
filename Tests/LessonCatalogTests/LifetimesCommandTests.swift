import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `lifetimes` draws what the lesson's commands made, not only what its steps made (issue 37:
/// `listen ann`, `drop ann`, then `lifetimes` said nothing was tracked).
@Suite struct LifetimesCommandTests {
    /// A lesson, the commands typed in it, and the bars they must leave: a name, and whether the
    /// object is still alive (a bar that runs on, `>`) or went away (a bar that ends, `|`).
    @Test(arguments: [
        ("events", ["listen ann", "listen bob", "drop bob"], [("Listener #1 (ann)", true), ("Listener #2 (bob)", false)]),
        ("input-output", ["subscribe ann status", "subscribe bob toast 1", "cancel bob"],
         [("Subscriber #1 (ann)", true), ("Subscriber #2 (bob)", false)]),
        ("type-erasure", ["bind 1 customer 7", "orders 5"], [("CustomerVM #1 (bind 1)", false), ("OrdersVM #1 (orders 5)", true)]),
        ("type-erasure", ["orders 5", "orders 2"], [("OrdersVM #1 (orders 5)", false), ("OrdersVM #2 (orders 2)", true)]),
    ])
    func objectsTheCommandsMadeAreDrawn(_ id: String, _ commands: [String], _ bars: [(String, Bool)]) throws {
        let shell = ScriptedShell(opening: try #require(Catalog.standard.lesson(matching: id)).lesson)
        #expect(shell.sendPlain("lifetimes").text == "Nothing tracked yet in \(id): steps (`next`) and the lesson's commands ('help' lists them) add the objects they make.\n",
                "before any command")
        for command in commands {
            let response = shell.sendPlain(command)
            #expect(!response.failed, "\(command): \(response.text)")
        }
        let lines = shell.sendPlain("lifetimes").text.split(separator: "\n").map(String.init)
        for (name, alive) in bars {
            let line = try #require(lines.first { $0.hasPrefix(name + " ") }, "no bar for \(name): \(lines)")
            #expect(line.hasSuffix(alive ? ">" : "|"), "\(name) should be \(alive ? "alive" : "gone"): \(lines)")
        }
    }
}
