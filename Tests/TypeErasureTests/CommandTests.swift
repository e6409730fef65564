import Testing
import TestSupport
@testable import TypeErasure

@Suite struct CommandTests {
    /// Sends `line` to a freshly opened lesson (after `setup`) and returns its text and whether it failed.
    func run(
        _ line: String, after setup: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (text: String, failed: Bool) {
        openLesson().run(line, after: setup, sourceLocation: sourceLocation)
    }

    // MARK: cells

    @Test func cellsListsRowsCellsAndViewModels() {
        let (text, failed) = run("cells")
        #expect(!failed)
        #expect(text == """
            row  cell             reuse id  anyViewModel
             0   CustomerCell #1  customer  CustomerVM "Customer 42"
             1   OrderCell #2     order     OrderVM "Order #1"
             2   OrderCell #3     order     OrderVM "Order #2"
             3   OrderCell #4     order     OrderVM "Order #3"
             4   FooterCell #5    footer    - (not IHaveAnyViewModel)
            rows: 5, on screen: 5 (room for 6)
            cells created: 5, reloads: 1

            """)
    }

    @Test func cellsShowsReuseAfterMoreOrders() {
        let text = run("cells", after: ["orders 100"]).text
        #expect(text.contains(" 5   OrderCell #6     order     OrderVM \"Order #5\""))
        #expect(text.hasSuffix("rows: 102, on screen: 6 (room for 6)\ncells created: 7, reloads: 2\n"))
    }

    @Test func cellsTakesNoArguments() {
        let (text, failed) = run("cells 1")
        #expect(failed)
        #expect(text == "error: too many arguments: '1' and after are not expected\n")
    }

    // MARK: cell

    @Test func cellDescribesAConfiguredCell() {
        let (text, failed) = run("cell 1")
        #expect(!failed)
        #expect(text == """
            row 1: OrderCell #1, reuse identifier 'order'
              IHaveAnyViewModel, and IHaveViewModel<OrderVM>
              anyViewModel: OrderVM "Order #1"
              viewModel:    OrderVM "Order #1"
              shows: ["Order #1"]

            """)
    }

    @Test func cellSaysTheFooterIsLeftAlone() {
        #expect(run("cell 4").text == """
            row 4: FooterCell #1, reuse identifier 'footer'
              not IHaveAnyViewModel: the data source's cast gives nil and leaves it alone
              shows: ["(end of list)"]

            """)
    }

    @Test func cellShowsAnIgnoredViewModel() {
        let text = run("cell 2", after: ["bind 2 customer 7"]).text
        #expect(text.contains("  anyViewModel: CustomerVM \"Customer 7\"\n  viewModel:    nil\n  shows: [\"Order #2\"]\n"))
        #expect(text.hasSuffix("  the cell ignored its view model: it takes OrderVM, and `as? OrderVM` gave nil\n"))
    }

    @Test func cellShowsStaleTextAfterNil() {
        let text = run("cell 0", after: ["bind 0 nil"]).text
        #expect(text.contains("  IHaveAnyViewModel, and IHaveViewModel<CustomerVM>\n  anyViewModel: nil\n"))
        #expect(text.hasSuffix("  it holds no view model, yet shows what its last one set\n"))
    }

    @Test(arguments: [
        ("cell", "error: missing row"),
        ("cell x", "error: row must be a whole number, not 'x'"),
        ("cell 5", "error: row must be between 0 and 4, not 5"),
        ("cell -1", "error: row must be between 0 and 4, not -1"),
        ("cell 1 2", "error: too many arguments: '2' and after are not expected"),
    ])
    func cellRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: cell <row>\n")
    }

    @Test func cellRangeFollowsTheScreen() {
        let (text, failed) = run("cell 3", after: ["orders 0"])
        #expect(failed)
        #expect(text.hasPrefix("error: row must be between 0 and 1, not 3"))
    }

    // MARK: bind

    @Test func bindSetsTheViewModelAndRerenders() {
        let shell = openLesson()
        let text = shell.send("bind 1 order 7").text.plain
        #expect(text.hasPrefix("row 1: OrderCell #1.anyViewModel = OrderVM \"Order #7\"\n┌─ Orders"))
        #expect(text.contains("│ Order #7 "))
        #expect(text.hasSuffix("'reload' asks the data source again, which sets each row's own view model back\n"))
        #expect(shell.send("cell 1").text.plain.contains("  viewModel:    OrderVM \"Order #7\"\n"))
    }

    @Test func bindOfTheWrongTypeIsIgnoredAndSaysSo() {
        let text = run("bind 2 customer 7").text
        #expect(text.hasPrefix("""
            row 2: OrderCell #1.anyViewModel = CustomerVM "Customer 7"
            the cell ignored it: `as?` to the type it takes gave nil; nothing says so

            """))
        #expect(text.contains("│ Order #2 "), "the old text stays")
    }

    @Test func bindLeavesTheFooterAlone() {
        let (text, failed) = run("bind 4 order 3")
        #expect(!failed)
        #expect(text == "row 4: FooterCell #1 is not IHaveAnyViewModel: the cast gives nil, nothing is set\n")
    }

    @Test func bindNilKeepsTheOldText() {
        let text = run("bind 0 NIL").text
        #expect(text.hasPrefix("row 0: CustomerCell #1.anyViewModel = nil\nthe cell's didSet returned early: it still shows what it showed\n"))
        #expect(text.contains("│ ── Customer 42 ── "))
    }

    @Test func reloadUndoesABinding() {
        let shell = openLesson()
        shell.send("bind 1 order 7")
        let text = shell.send("reload").text.plain
        #expect(text.contains("│ Order #1 "))
        #expect(!text.contains("Order #7"))
        #expect(text.hasSuffix("reload #2: 5 rows configured, 0 new cells (the rest reused)\n"))
    }

    @Test(arguments: [
        ("bind", "error: missing row"),
        ("bind one order 3", "error: row must be a whole number, not 'one'"),
        ("bind 9 order 3", "error: row must be between 0 and 4, not 9"),
        ("bind 1", "error: missing view model"),
        ("bind 1 ordr 3", "error: unknown view model 'ordr' (did you mean 'order'?); one of: order, customer, nil"),
        ("bind 1 product 3", "error: unknown view model 'product'; one of: order, customer, nil"),
        ("bind 1 order", "error: missing order id"),
        ("bind 1 order seven", "error: order id must be a whole number, not 'seven'"),
        ("bind 1 customer 0", "error: customer id must be between 1 and 999999, not 0"),
        ("bind 1 order 3 4", "error: too many arguments: '4' and after are not expected"),
        ("bind 1 nil 3", "error: nil takes no id, so '3' is not expected"),
    ])
    func bindRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: bind <row> <kind> [id]\n")
    }

    // MARK: reload, orders

    @Test func reloadReusesEveryCell() {
        let (text, failed) = run("reload")
        #expect(!failed)
        #expect(text.hasPrefix("┌─ Orders"))
        #expect(text.hasSuffix("reload #2: 5 rows configured, 0 new cells (the rest reused)\n"))
    }

    @Test func reloadTakesNoArguments() {
        let (text, failed) = run("reload now")
        #expect(failed)
        #expect(text == "error: too many arguments: 'now' and after are not expected\n")
    }

    @Test func ordersMakesMoreRowsThanCells() {
        let text = run("orders 100").text
        #expect(text.contains("│ Order #5 "))
        #expect(text.contains("│ ... 96 more rows "))
        #expect(text.hasSuffix("102 rows, 6 on screen; 2 new cells, 7 in all\n"))
    }

    @Test func fewerOrdersReuseCells() {
        let text = run("orders 2", after: ["orders 100"]).text
        #expect(text.contains("│ (end of list) "))
        #expect(text.hasSuffix("4 rows, 4 on screen; 0 new cells, 7 in all\n"))
    }

    @Test func zeroOrdersLeaveTheCustomerAndTheFooter() {
        let text = run("orders 0").text
        #expect(text.contains("│ ── Customer 42 ── "))
        #expect(text.hasSuffix("2 rows, 2 on screen; 0 new cells, 5 in all\n"))
    }

    @Test(arguments: [
        ("orders", "error: missing order count"),
        ("orders many", "error: order count must be a whole number, not 'many'"),
        ("orders -1", "error: order count must be between 0 and 1000, not -1"),
        ("orders 1001", "error: order count must be between 0 and 1000, not 1001"),
        ("orders 3 4", "error: too many arguments: '4' and after are not expected"),
    ])
    func ordersRejectsBadInput(line: String, message: String) {
        let (text, failed) = run(line)
        #expect(failed)
        #expect(text == message + "\nusage: orders <count>\n")
    }

    // MARK: completion, help, reset

    @Test(arguments: [
        ("cell ", ["0", "1", "2", "3", "4"]),
        ("cell 1 ", []),
        ("bind ", ["0", "1", "2", "3", "4"]),
        ("bind 1 ", ["order", "customer", "nil"]),
        ("bind 1 c", ["customer"]),
        ("bind 1 order ", ["7"]),
        ("bind 1 customer ", ["7"]),
        ("bind 1 nil ", []),
        ("orders ", ["0", "3", "100"]),
        ("cells ", []),
        ("reload ", []),
        ("bi", ["bind"]),
        ("cel", ["cells", "cell"]),
    ])
    func completes(line: String, expected: [String]) {
        #expect(openLesson().shell.completions(for: line) == expected)
    }

    @Test func rowCompletionFollowsTheScreen() {
        let shell = openLesson()
        shell.send("orders 0")
        #expect(shell.shell.completions(for: "cell ") == ["0", "1"])
    }

    @Test func helpListsTheLessonsCommandsWithinEightyColumns() {
        let text = run("help").text
        for name in ["cells", "cell <row>", "bind <row> <kind> [id]", "reload", "orders <count>"] {
            #expect(text.contains("  \(name) "))
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func resetGivesAFreshScreen() {
        let shell = openLesson()
        shell.send("orders 100")
        shell.send("bind 1 customer 7")
        shell.send("reset")
        #expect(shell.send("cells").text.plain == run("cells").text)
    }
}
