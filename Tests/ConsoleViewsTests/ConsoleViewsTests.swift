import ConsoleViews
import Testing

@Suite struct ConsoleViewsTests {
    final class Rows: TableViewDataSource {
        var names: [String]
        init(_ names: [String]) { self.names = names }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel.text = names[indexPath.row]
            return cell
        }
    }

    @Test func tableAsksOnlyForVisibleRowsAndReusesCells() {
        let table = TableView(visibleRows: 3)
        let rows = Rows((0..<10).map { "Order #\($0)" })
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        #expect(table.render() == ["(no rows)"])
        table.reloadData()
        #expect(table.render() == ["Order #0", "Order #1", "Order #2", "... 7 more rows"])
        #expect(table.cellsCreated == 3)
        rows.names = ["A", "B"]
        table.reloadData()
        #expect(table.render() == ["A", "B"])
        #expect(table.cellsCreated == 3, "a reload reuses the cells it already has")
        #expect(table.reloadCount == 2)
    }

    @Test func scrollingShowsTheLastRowsWithTheCellsItHas() {
        let table = TableView(visibleRows: 3)
        let rows = Rows((0..<10).map { "Order #\($0)" })
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.reloadData()
        table.scrollToRow(at: IndexPath(row: 9))
        #expect(table.render() == ["... 7 rows above", "Order #7", "Order #8", "Order #9"])
        table.scrollToRow(at: IndexPath(row: 5))
        #expect(table.render() == ["... 3 rows above", "Order #3", "Order #4", "Order #5", "... 4 more rows"])
        #expect(table.cellsCreated == 3, "scrolling reuses the cells it has")
        rows.names = ["A", "B", "C", "D"]
        table.reloadData()
        #expect(table.render() == ["... 1 row above", "B", "C", "D"], "a reload keeps the scroll as far as the rows reach")
    }

    @Test func reusedCellsArePreparedForReuse() {
        final class Cell: TableViewCell {
            var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                prepared += 1
            }
        }
        let table = TableView()
        table.register(Cell.self, forCellReuseIdentifier: "row")
        let first = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0))
        #expect(first is Cell)
        let rows = Rows(["x"])  // the table holds its data source weakly, as UIKit does
        table.dataSource = rows
        table.reloadData()
        table.reloadData()
        #expect(table.cells.count == 1)
        #expect((table.cells[0] as? Cell)?.prepared == 1)
    }

    @Test func labelsTextFieldsAndSubviews() {
        let root = View()
        let label = Label(text: "Weather")
        let field = TextField(placeholder: "city")
        root.addSubview(label)
        root.addSubview(field)
        #expect(root.render() == ["Weather", "[ city ]"])
        var heard: [String] = []
        field.onEditingChanged { heard.append($0) }
        field.type("Mo")
        field.type("Moscow")
        #expect(heard == ["Mo", "Moscow"])
        #expect(root.render() == ["Weather", "[ Moscow ]"])
        label.isHidden = true
        #expect(root.render() == ["[ Moscow ]"])
        field.removeFromSuperview()
        #expect(root.subviews.count == 1)
    }

    @Test func presentRunsTheLifecycleInUIKitsOrderAndLoadsOnce() {
        final class Screen: ViewController {
            override func viewDidLoad() { view.addSubview(Label(text: "hello")) }
        }
        let screen = Screen(title: "Orders")
        screen.present()
        screen.present()
        #expect(screen.lifecycle == [
            "viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear",
            "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear",
        ])
        let frame = screen.render()
        #expect(frame.first?.hasPrefix("┌─ Orders ") == true)
        #expect(frame.contains { $0.hasPrefix("│ hello") })
        #expect(Set(frame.map(\.count)).count == 1, "every line of the frame has the same width")
    }
}
