import Testing
import TestSupport
@testable import SideTable

/// Every command with good and bad input, through a real shell. The commands work on the
/// lesson's own table, so counts and purges are asserted exactly: no other test can touch it.
@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    /// `usage` nil: a command without arguments, whose errors come without a usage line.
    func expectError(_ line: String, _ message: String, usage: String?, after setup: [String] = []) {
        let (text, failed) = run(line, after: setup)
        #expect(failed, "\(line)")
        #expect(text == "error: \(message)\n" + (usage.map { "usage: \($0)\n" } ?? ""), "\(line)")
    }

    // MARK: load and screen

    @Test func loadMakesAScreenThatFillsAfterOneSecond() {
        let shell = openLesson()
        #expect(shell.send("load").text.plain == """
            vc: a new OrdersVC showing vm1 (OrdersVM), loading
            the orders arrive one second from now: 'advance 1s', then 'screen'

            """)
        #expect(shell.send("screen").text.plain.hasSuffix("(no rows)                                    │\n└──────────────────────────────────────────────┘\nvm1 (OrdersVM) has 0 orders; the table view has reloaded 2 times\n"))
        shell.send("advance 1s")
        let text = shell.send("screen").text.plain
        #expect(text.contains("│ Order #0 "))
        #expect(text.contains("... 95 more rows"))
        #expect(text.hasSuffix("vm1 (OrdersVM) has 100 orders; the table view has reloaded 3 times\n"))
    }

    @Test func loadSilentShowsTheCliffhanger() {
        let shell = openLesson()
        #expect(shell.send("load silent").text.plain.contains("SilentOrdersVM never says when its orders arrive"))
        shell.send("advance 1s")
        let text = shell.send("screen").text.plain
        #expect(text.contains("(no rows)"))
        #expect(text.hasSuffix("vm1 (SilentOrdersVM) has 100 orders; the table view has reloaded 2 times\n"))
    }

    @Test func loadAgainMovesTheSubscription() {
        let text = run("load", after: ["load"]).text
        #expect(text == """
            vc now shows vm2 (OrdersVM), loading
            vm1 (OrdersVM) lost its subscriber: its changed event had 1, now 0
            the orders arrive one second from now: 'advance 1s', then 'screen'

            """)
    }

    @Test func loadAfterSilentHasNoEventToReport() {
        let text = run("load", after: ["load silent"]).text
        #expect(!text.contains("lost its subscriber"))
        #expect(text.hasPrefix("vc now shows vm2 (OrdersVM), loading\n"))
    }

    @Test(arguments: [
        ("load loud", "unknown kind 'loud'; one of: silent", "load [silent]"),
        ("load silnet", "unknown kind 'silnet' (did you mean 'silent'?); one of: silent", "load [silent]"),
        ("load silent now", "too many arguments: 'now' and after are not expected", "load [silent]"),
        ("screen", "no screen yet: 'load' makes one", nil),
        ("screen 1", "too many arguments: '1' and after are not expected", nil),
    ])
    func loadAndScreenRejectBadInput(line: String, message: String, usage: String?) {
        expectError(line, message, usage: usage)
    }

    @Test func screenAfterDroppingTheScreen() {
        expectError("screen", "vc was dropped: 'load' makes a new screen", usage: nil, after: ["load", "drop vc"])
    }

    // MARK: set and get

    @Test func setAndGetANote() {
        let shell = openLesson()
        #expect(shell.send("set alice note \"likes tea\"").text.plain == "alice's note = \"likes tea\" (retained)\n")
        #expect(shell.send("get alice note").text.plain == "alice's note = \"likes tea\"\n")
        #expect(shell.send("get bob note").text.plain == "bob's note: nil\n")
        #expect(shell.send("set alice note nil").text.plain == "removed alice's note\n")
        #expect(shell.send("get alice note").text.plain == "alice's note: nil\n")
    }

    @Test func aBuddyIsHeldWeakly() {
        let shell = openLesson()
        #expect(shell.send("set alice buddy bob").text.plain == "alice's buddy → bob (weak: the table does not keep bob alive)\n")
        #expect(shell.send("get alice buddy").text.plain == "alice's buddy → bob (Owner) (weak)\n")
        #expect(shell.send("drop bob").text.plain == """
            dropped bob: nothing else held that Owner, so it is gone
            it had no values in the side table, so nothing waits for purge

            """)
        #expect(shell.send("get alice buddy").text.plain == "alice's buddy: nil\n")
        #expect(shell.send("table").text.plain.contains("  alice  Owner  buddy → (gone) (weak)\n"))
    }

    @Test func getReadsTheDefaultImplementationsKeys() {
        let shell = openLesson()
        shell.send("load")
        #expect(shell.send("get vc viewModel").text.plain == "vc's viewModel → vm1 (OrdersVM)\n")
        #expect(shell.send("get vm1 changed").text.plain == "vm1's changed → Event<()>, 1 subscriber\n")
        #expect(shell.send("get alice changed").text.plain == "alice's changed: nil\n")
    }

    @Test(arguments: [
        ("set", "missing owner", "set <owner> <key> <value>"),
        ("set alcie note hi", "unknown owner 'alcie' (did you mean 'alice'?); one of: alice, bob", "set <owner> <key> <value>"),
        ("set alice", "missing key", "set <owner> <key> <value>"),
        ("set alice nope hi", "unknown key 'nope' (did you mean 'note'?); one of: note, buddy", "set <owner> <key> <value>"),
        ("set alice viewModel x", "unknown key 'viewModel'; one of: note, buddy", "set <owner> <key> <value>"),
        ("set alice note", "missing value (some text, or nil)", "set <owner> <key> <value>"),
        ("set alice buddy", "missing value (an owner, or nil)", "set <owner> <key> <value>"),
        ("set alice buddy carol", "unknown owner 'carol'; one of: alice, bob", "set <owner> <key> <value>"),
        ("set alice note hello world", "too many arguments: 'world' and after are not expected", "set <owner> <key> <value>"),
        ("get", "missing owner", "get <owner> <key>"),
        ("get alice", "missing key", "get <owner> <key>"),
        ("get alice notes", "unknown key 'notes' (did you mean 'note'?); one of: note, buddy, viewModel, changed", "get <owner> <key>"),
        ("get alice note again", "too many arguments: 'again' and after are not expected", "get <owner> <key>"),
    ])
    func setAndGetRejectBadInput(line: String, message: String, usage: String) {
        expectError(line, message, usage: usage)
    }

    @Test func aDroppedOwnerCannotBeAskedAbout() {
        let message = "bob is gone: there is no object left to ask about, and the table never returns a dead owner's entries"
        expectError("get bob note", message, usage: "get <owner> <key>", after: ["drop bob"])
        expectError("set bob note hi", message, usage: "set <owner> <key> <value>", after: ["drop bob"])
        expectError("set alice buddy bob", message, usage: "set <owner> <key> <value>", after: ["drop bob"])
    }

    // MARK: drop, table, purge, owners

    @Test func dropTheScreenKillsItAndItsCells() {
        let shell = openLesson()
        shell.send("load")
        shell.send("advance 1s")
        let text = shell.send("drop vc").text.plain
        #expect(text.hasPrefix("""
            dropped vc: nothing else held that OrdersVC, so it is gone, and its 5 cells with it
            6 dead entries now: never returned again, released at the next purge

            """))
        let table = shell.send("table").text.plain
        #expect(!table.contains("  vc "))
        #expect(!table.contains("cell1"))
    }

    @Test func purgeReportsWhatADroppedScreenKept() {
        let shell = openLesson()
        shell.send("load")
        #expect(shell.send("drop vc").text.plain == """
            dropped vc: nothing else held that OrdersVC, so it is gone
            1 dead entry now: never returned again, released at the next purge
            still alive, kept by the dead entry: vm1 (OrdersVM)

            """)
        // vc's entry, then vm1's own (its `changed` event) once vc's released it.
        #expect(shell.send("purge").text.plain == """
            purge() threw out 2 dead owners and released their values
            released: vm1 (OrdersVM)

            """)
        #expect(shell.send("purge").text.plain == "nothing to purge: every owner in the table is alive\n")
    }

    @Test func dropAnOwnerWithValues() {
        let text = run("drop alice", after: ["set alice note hi"]).text
        #expect(text == """
            dropped alice: nothing else held that Owner, so it is gone
            1 dead entry now: never returned again, released at the next purge

            """)
    }

    @Test(arguments: [
        ("drop", "missing owner"),
        ("drop carol", "unknown owner 'carol'; one of: alice, bob"),
        ("drop alice bob", "too many arguments: 'bob' and after are not expected"),
    ])
    func dropRejectsBadInput(line: String, message: String) {
        expectError(line, message, usage: "drop <owner>")
    }

    @Test func dropTwiceOrSomethingTheLessonDoesNotHold() {
        expectError("drop bob", "bob is gone already", usage: "drop <owner>", after: ["drop bob"])
        expectError("drop vm1", "the lesson does not hold vm1, so it cannot let go of it; it holds: alice, bob, vc", usage: "drop <owner>", after: ["load"])
    }

    @Test func tableListsTheLessonsObjectsByName() {
        let shell = openLesson()
        shell.send("load")
        shell.send("advance 1s")
        shell.send("set alice note hi")
        let text = shell.send("table").text.plain
        #expect(text.hasPrefix("the lesson's side table: 8 owners alive, 0 dead\n"))
        #expect(text.contains("""
              vc     OrdersVC   viewModel → vm1 (OrdersVM)
              vm1    OrdersVM   changed → Event<()>, 1 subscriber
              cell1  OrderCell  viewModel → OrderVM "Order #0"
              cell2  OrderCell  viewModel → OrderVM "Order #1"
              cell3  OrderCell  viewModel → OrderVM "Order #2"
              cell4  OrderCell  viewModel → OrderVM "Order #3"
              cell5  OrderCell  viewModel → OrderVM "Order #4"
              alice  Owner      note = "hi"

            """))
    }

    @Test func tableBeforeAnythingSaysWhatToTry() {
        #expect(run("table").text.contains("  none of the lesson's objects has a value yet: try 'load', or 'set alice note hello'\n"))
    }

    @Test func tableSuggestsOnlyOwnersThatAreStillAlive() {
        #expect(run("table", after: ["drop alice"]).text.contains("  none of the lesson's objects has a value yet: try 'load', or 'set bob note hello'\n"))
        #expect(run("table", after: ["drop alice", "drop bob"]).text.contains("  none of the lesson's objects has a value yet: try 'load'\n"))
    }

    @Test func ownersListsNamesAndLives() {
        let shell = openLesson()
        shell.send("load")
        shell.send("load")
        shell.send("drop bob")
        #expect(shell.send("owners").text.plain == """
              alice  Owner, held by the lesson
              bob    gone
              vc     OrdersVC, held by the lesson
              vm1    gone
              vm2    OrdersVM, alive, held by someone else

            """)
    }

    @Test(arguments: ["table x", "owners x", "purge x"])
    func noArgumentCommandsRejectArguments(line: String) {
        expectError(line, "too many arguments: 'x' and after are not expected", usage: nil)
    }

    // MARK: completion, help, reset

    @Test(arguments: [
        ("set ", ["alice", "bob"]),
        ("set a", ["alice"]),
        ("set alice ", ["note", "buddy"]),
        ("set alice buddy ", ["alice", "bob", "nil"]),
        ("set alice note ", ["nil"]),
        ("get alice ", ["note", "buddy", "viewModel", "changed"]),
        ("drop ", ["alice", "bob"]),
        ("load ", ["silent"]),
        ("table ", []),
        ("pu", ["purge"]),
    ])
    func completes(line: String, expected: [String]) {
        #expect(openLesson().shell.completions(for: line) == expected)
    }

    @Test func completionFollowsTheLiveObjects() {
        let shell = openLesson()
        shell.send("load")
        shell.send("drop bob")
        #expect(shell.shell.completions(for: "get ") == ["alice", "vc", "vm1"])
        #expect(shell.shell.completions(for: "drop ") == ["alice", "vc"])
    }

    @Test func helpListsTheLessonsCommandsWithinEightyColumns() {
        let text = run("help").text
        for name in ["load [silent]", "screen", "table", "owners", "set <owner> <key> <value>", "get <owner> <key>", "drop <owner>", "purge"] {
            #expect(text.contains("  \(name)"))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func resetBringsAliceAndBobBack() {
        let shell = openLesson()
        shell.send("drop alice")
        shell.send("load")
        shell.send("reset")
        #expect(shell.send("owners").text.plain == "  alice  Owner, held by the lesson\n  bob    Owner, held by the lesson\n")
        #expect(shell.send("screen").failed)
    }

    @Test func inspectTableIsReadable() {
        let shell = openLesson()
        shell.send("set alice note hi")
        let text = shell.send("inspect table").text.plain
        #expect(text.contains(#"Owner: note = "hi""#))
        #expect(!text.contains("0x"))
    }
}
