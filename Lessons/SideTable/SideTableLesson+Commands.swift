import ConsoleViews
import Events
import LessonKit
import TypeErasure

/// The lesson's commands. They work on the lesson's own side table (`Live.table`, which is
/// `SideTable.current` while they run, so the default implementations use it too), and on
/// the objects the lesson names: `alice` and `bob` (plain owners), `vc` (the screen `load`
/// makes), `vm1`, `vm2`... (its view models) and `cell1`... (the screen's cells).
extension SideTableLesson {
    public var commands: [LessonCommand] {
        [loadCommand, screenCommand, tableCommand, ownersCommand, setCommand, getCommand, dropCommand, purgeCommand]
            .map(live.onLessonTable) + [benchCommand]
    }

    /// The keys `set` and `get` know. `viewModel` and `changed` belong to the default
    /// implementations: `get` reads them, `load` sets them.
    static let noteKey = AssociationKey<String>("note")
    static let buddyKey = AssociationKey<AnyObject>.weak("buddy")
    static let settableKeys = ["note", "buddy"]
    static let keys = ["note", "buddy", "viewModel", "changed"]

    var loadCommand: LessonCommand {
        LessonCommand(
            "load",
            usage: "[silent]",
            summary: "load orders into the screen; silent: never notifies",
            complete: { index, _ in index == 0 ? ["silent"] : [] }
        ) { [live] arguments in
            try arguments.expectAtMost(1)
            let silent = try arguments.optional(0).map { _ in try arguments.choice(0, "kind", from: ["silent"]) } != nil
            live.load(silent: silent)
        }
    }

    var screenCommand: LessonCommand {
        LessonCommand("screen", summary: "show the screen and its view model's orders") { [live] arguments in
            try arguments.expectAtMost(0)
            let screen = try live.requireScreen()
            print(screen.render().joined(separator: "\n"))
            let name = screen.viewModel.map { live.describe($0) } ?? "no view model"
            let orders = screen.viewModel?.orders.count ?? 0
            print("\(name) has \(orders) order\(orders == 1 ? "" : "s"); the table view has reloaded \(times(screen.tableView.reloadCount))")
        }
    }

    var tableCommand: LessonCommand {
        LessonCommand("table", summary: "show the lesson's side table: owners, keys, values", readsOnly: true) { [live] arguments in
            try arguments.expectAtMost(0)
            live.printTable()
        }
    }

    var ownersCommand: LessonCommand {
        LessonCommand("owners", summary: "list the lesson's named objects, alive or gone", readsOnly: true) { [live] arguments in
            try arguments.expectAtMost(0)
            let names = live.names
            let width = names.map(\.count).max() ?? 0
            for name in names {
                let padding = String(repeating: " ", count: width - name.count)
                guard let object = live.object(named: name) else {
                    print("  \(name)\(padding)  gone")
                    continue
                }
                let status = live.held.contains { $0.object === object } ? "held by the lesson" : "alive, held by someone else"
                print("  \(name)\(padding)  \(type(of: object)), \(status)")
            }
        }
    }

    var setCommand: LessonCommand {
        LessonCommand(
            "set",
            usage: "<owner> <key> <value>",
            summary: "store a note (text) or buddy (weak); nil removes",
            complete: { [live] index, previous in
                switch index {
                case 0: live.aliveNames
                case 1: Self.settableKeys
                case 2 where previous.last?.lowercased() == "buddy": live.aliveNames + ["nil"]
                case 2: ["nil"]
                default: []
                }
            }
        ) { [live] arguments in
            let (name, owner) = try live.owner(arguments, 0)
            let key = try arguments.choice(1, "key", from: Self.settableKeys)
            let text = try arguments.string(2, key == "note" ? "value (some text, or nil)" : "value (an owner, or nil)")
            try arguments.expectAtMost(3)
            switch (key, text.lowercased()) {
            case (_, "nil"):
                if key == "note" { live.table[owner, Self.noteKey] = nil } else { live.table[owner, Self.buddyKey] = nil }
                print("removed \(name)'s \(key)")
            case ("note", _):
                live.table[owner, Self.noteKey] = text
                print("\(name)'s note = \"\(text)\" (retained)")
            default:
                let (buddyName, buddy) = try live.owner(arguments, 2)
                live.table[owner, Self.buddyKey] = buddy
                print("\(name)'s buddy → \(buddyName) (weak: the table does not keep \(buddyName) alive)")
            }
        }
    }

    var getCommand: LessonCommand {
        LessonCommand(
            "get",
            usage: "<owner> <key>",
            summary: "read note, buddy, viewModel or changed",
            complete: { [live] index, _ in
                switch index {
                case 0: live.aliveNames
                case 1: Self.keys
                default: []
                }
            }
        ) { [live] arguments in
            let (name, owner) = try live.owner(arguments, 0)
            let key = try arguments.choice(1, "key", from: Self.keys)
            try arguments.expectAtMost(2)
            // Each read is typed by its key; `Any?` only for printing.
            let value: Any?
            switch key {
            case "note": value = live.table[owner, Self.noteKey]
            case "buddy": value = live.table[owner, Self.buddyKey]
            case "viewModel": value = live.table[owner, viewModelKey]
            default: value = live.table[owner, changedKey]
            }
            guard value != nil else {
                print("\(name)'s \(key): nil")
                return
            }
            let policy: AssociationPolicy = key == "buddy" ? .weak : .retain
            print("\(name)'s " + SideTable.describe((key, policy, value), name: live.label))
        }
    }

    var dropCommand: LessonCommand {
        LessonCommand(
            "drop",
            usage: "<owner>",
            summary: "let go of alice, bob or vc, and see what dies",
            complete: { [live] index, _ in index == 0 ? live.held.map(\.name) : [] }
        ) { [live] arguments in
            let name = try arguments.choice(0, "owner", from: live.names)
            try arguments.expectAtMost(1)
            try live.drop(name)
        }
    }

    var purgeCommand: LessonCommand {
        LessonCommand("purge", summary: "release the dead owners' values") { [live] arguments in
            try arguments.expectAtMost(0)
            let purged = live.table.purge()
            if purged == 0 {
                print("nothing to purge: every owner in the table is alive")
            } else {
                print("purge() threw out \(purged) dead owner\(purged == 1 ? "" : "s") and released their values")
            }
            // Named values a dropped owner's dead entry kept alive, and that are gone now.
            let released = live.waiting.filter { !$0.object.isAlive }
            live.waiting.removeAll { !$0.object.isAlive }
            if !released.isEmpty {
                print("released: " + released.map(\.name).joined(separator: ", "))
            }
        }
    }
}

/// `1 time`, `3 times`.
private func times(_ count: Int) -> String {
    "\(count) time\(count == 1 ? "" : "s")"
}
