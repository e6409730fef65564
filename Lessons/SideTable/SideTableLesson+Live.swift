import ConsoleViews
import Events
import LessonKit
import TypeErasure

/// What the commands do to the lesson's live objects: name and hold them, load a screen, drop
/// an object and say what went with it, print the side table.
extension SideTableLesson.Live {
    func hold(_ object: AnyObject, as name: String) {
        held.append((name, object))
        self.name(object, name)
    }

    func name(_ object: AnyObject, _ name: String) {
        named.append((name, Weak(object)))
        track(object, as: name)
    }

    /// Tracks `object` on the context's tracker as `OrdersVM #1 (vm1)`.
    func track(_ object: AnyObject, as name: String) {
        let type = "\(type(of: object))"
        trackedCounts[type, default: 0] += 1
        lifetimes?.track(object, as: "\(type) #\(trackedCounts[type]!) (\(name))")
    }

    /// The names given so far, each once, in the order given.
    var names: [String] {
        var seen: Set<String> = []
        return named.map { $0.name }.filter { seen.insert($0).inserted }
    }

    var aliveNames: [String] {
        names.filter { object(named: $0) != nil }
    }

    /// The live object called `name` (the newest, if a name was given again).
    func object(named name: String) -> AnyObject? {
        named.last { $0.name == name }?.object.value
    }

    /// The lesson's name for `object`: `vc`, `vm2`, or `cell3` for a cell of the live screen.
    func label(_ object: AnyObject) -> String? {
        if let row = screen?.tableView.cells.firstIndex(where: { $0 === object }) {
            return "cell\(row + 1)"
        }
        return named.last { $0.object.value === object }?.name
    }

    /// `vm1 (OrdersVM)`, or the type alone for an object the lesson never named.
    func describe(_ object: AnyObject) -> String {
        label(object).map { "\($0) (\(type(of: object)))" } ?? "\(type(of: object))"
    }

    var screen: OrdersVC? {
        held.last { $0.name == "vc" }?.object as? OrdersVC
    }

    func requireScreen() throws -> OrdersVC {
        if let screen { return screen }
        if names.contains("vc") { throw CommandError("vc was dropped: 'load' makes a new screen") }
        throw CommandError("no screen yet: 'load' makes one")
    }

    /// The owner named by argument `index`, alive, or a clear error.
    func owner(_ arguments: CommandArguments, _ index: Int, what: String = "owner") throws -> (String, AnyObject) {
        let name = try arguments.choice(index, what, from: names)
        guard let object = object(named: name) else {
            throw CommandError("\(name) is gone: there is no object left to ask about, and the table never returns a dead owner's entries")
        }
        return (name, object)
    }

    func load(silent: Bool) {
        loads += 1
        let name = "vm\(loads)"
        let viewModel: any IOrdersVM = silent ? SilentOrdersVM(ordersProvider: provider) : OrdersVM(ordersProvider: provider)
        if let screen {
            self.name(viewModel, name)
            let old = screen.viewModel
            let before = (old as? INotifyOnChanged)?.changed.subscriberCount
            screen.viewModel = viewModel
            viewModel.loadOrders()
            print("vc now shows \(describe(viewModel)), loading")
            if let old, let before, let changed = (old as? INotifyOnChanged)?.changed {
                print("\(describe(old)) lost its subscriber: its changed event had \(before), now \(changed.subscriberCount)")
            }
        } else {
            let screen = OrdersVC()
            hold(screen, as: "vc")
            self.name(viewModel, name)
            screen.viewModel = viewModel
            screen.present()
            print("vc: a new OrdersVC showing \(describe(viewModel)), loading")
        }
        if silent {
            print("SilentOrdersVM never says when its orders arrive: watch the screen stay empty")
        }
        print("the orders arrive one second from now: 'advance 1s', then 'screen'")
    }

    func drop(_ name: String) throws {
        guard let index = held.firstIndex(where: { $0.name == name }) else {
            if object(named: name) == nil { throw CommandError("\(name) is gone already") }
            let holders = held.map(\.name).joined(separator: ", ")
            throw CommandError("the lesson does not hold \(name), so it cannot let go of it; it holds: \(holders.isEmpty ? "nothing" : holders)")
        }
        let probe = Weak<AnyObject>(held[index].object)
        let before = inventory(of: held[index].object)
        held.remove(at: index)
        guard !probe.isAlive else {
            print("dropped \(name), but it is still alive: something else holds it")
            return
        }
        let deadCells = before.cells.filter { !$0.isAlive }.count
        let deadEntries = (before.hasValues ? 1 : 0) + deadCells
        print("dropped \(name): nothing else held that \(before.type), so it is gone" + (deadCells > 0 ? ", and its \(deadCells) cells with it" : ""))
        if deadEntries == 0 {
            print("it had no values in the side table, so nothing waits for purge")
        } else {
            print("\(deadEntries) dead entr\(deadEntries == 1 ? "y" : "ies") now: never returned again, released at the next purge")
        }
        let stillAlive = before.retained.filter { $0.object.isAlive }
        waiting += stillAlive
        for value in stillAlive {
            print("still alive, kept by the dead entry: \(value.name)")
        }
    }

    /// What dropping `object` may kill, as weak references only (a strong one here would keep
    /// it alive): its type, whether it has values, its cells if it is a screen, and the
    /// named objects its entry retains.
    private func inventory(of object: AnyObject) -> (type: String, hasValues: Bool, cells: [Weak<AnyObject>], retained: [(name: String, object: Weak<AnyObject>)]) {
        let values = table.rows().live.first { $0.owner === object }?.values ?? []
        let cells = (object as? OrdersVC)?.tableView.cells.map { Weak<AnyObject>($0) } ?? []
        let retained = values.compactMap { value -> (name: String, object: Weak<AnyObject>)? in
            guard value.policy == .retain, let stored = value.value, type(of: stored) is AnyClass else { return nil }
            let object = stored as AnyObject
            guard label(object) != nil else { return nil }
            return (name: describe(object), object: Weak(object))
        }
        return ("\(type(of: object))", !values.isEmpty, cells, retained)
    }

    func printTable() {
        let (liveRows, deadRows) = table.rows()
        print("the lesson's side table: \(liveRows.count) owner\(liveRows.count == 1 ? "" : "s") alive, \(deadRows.count) dead")
        let mine = liveRows.compactMap { row in row.owner.flatMap(label).map { (name: $0, row: row) } }
        let nameWidth = mine.map(\.name.count).max() ?? 0
        let typeWidth = mine.map(\.row.ownerType.count).max() ?? 0
        for (name, row) in mine {
            for (index, value) in row.values.enumerated() {
                let owner = index == 0
                    ? name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + row.ownerType.padding(toLength: typeWidth, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: nameWidth + 2 + typeWidth)
                print("  \(owner)  \(SideTable.describe(value, name: label))")
            }
        }
        if mine.isEmpty {
            // Suggest an owner that is still alive: `drop alice` may have come first.
            let owner = ["alice", "bob"].first { object(named: $0) != nil }
            print("  none of the lesson's objects has a value yet: try 'load'" + (owner.map { ", or 'set \($0) note hello'" } ?? ""))
        }
        let others = liveRows.filter { row in row.owner.flatMap(label) == nil }
        if !others.isEmpty {
            print("  also alive, not named by the lesson: " + Self.countByType(others))
        }
        if !deadRows.isEmpty {
            print("  dead, never returned again, waiting for purge: " + Self.countByType(deadRows))
        }
    }

    /// `2 OrdersVC, 10 OrderCell`, in the order the types first appear.
    static func countByType(_ rows: [SideTable.Row]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for row in rows {
            if counts[row.ownerType] == nil { order.append(row.ownerType) }
            counts[row.ownerType, default: 0] += 1
        }
        return order.map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
    }
}
